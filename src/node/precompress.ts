/**
 * Writes file.br and file.gz next to every compressible file of build/, so nginx
 * (brotli_static, gzip_static) and `npm run serve` send them without compressing on each
 * request, at the best level. Brotli is about 15% smaller than gzip on the scripts.
 *
 * Compression runs on Node's zlib thread pool (libuv's worker threads), every file queued at
 * once, the largest first, so every core works. A script or stylesheet is named after its
 * bytes' hash and most stay the same from one build to the next: their Brotli at the best
 * level, the slowest part, is kept in node_modules/.cache/precompress/ and reused.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync} from 'node:fs';
import {readFile, rename, writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {listFiles} from './files';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats only: Pagefind's index files and WebAssembly are gzip-compressed already. */
export const compressible = /\.(html|js|css|json|svg|xml|txt|md)$/;
/** Below nginx's gzip_min_length a compressed copy saves nothing. */
export const minBytes = 1024;
const cacheDir = resolve('node_modules/.cache/precompress');
/** A cached Brotli file no build used for this long is removed. */
const cacheDays = 14;

export type PrecompressFigures = {files: number; bytes: number; gzipBytes: number; brotliBytes: number; brotliReused: number};

/** Compresses the files of `buildDir` that `only` accepts. */
export async function precompress(buildDir: string, only: (file: string) => boolean = () => true): Promise<PrecompressFigures> {
  mkdirSync(cacheDir, {recursive: true});
  const files = listFiles(buildDir, compressible)
    .filter(only)
    .map((file) => ({file, size: statSync(file).size}))
    .filter(({size}) => size >= minBytes)
    .filter(({file}) => !compressedSince(file))
    .sort((a, b) => b.size - a.size);
  const figures: PrecompressFigures = {files: files.length, bytes: 0, gzipBytes: 0, brotliBytes: 0, brotliReused: 0};
  await Promise.all(
    files.map(async ({file}) => {
      const content = await readFile(file);
      const [gzipped, brotli] = await Promise.all([gzipAsync(content, {level: constants.Z_BEST_COMPRESSION}), brotliOf(file, content, figures)]);
      await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)]);
      figures.bytes += content.length;
      figures.gzipBytes += gzipped.length;
      figures.brotliBytes += brotli.length;
    }),
  );
  pruneCache();
  return figures;
}

/** Both compressed copies were written after the file (by an earlier step of this build). */
function compressedSince(file: string): boolean {
  const written = statSync(file).mtimeMs;
  return ['.gz', '.br'].every((suffix) => existsSync(file + suffix) && statSync(file + suffix).mtimeMs >= written);
}

async function brotliOf(file: string, content: Buffer, figures: PrecompressFigures): Promise<Buffer> {
  // Scripts and stylesheets get the best level (cached for a year once fetched); the other
  // files one level less, which is 2.5 times faster on the pages and 3% larger.
  const best = /\.(js|css)$/.test(file);
  const compress = () =>
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : constants.BROTLI_MAX_QUALITY - 1,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
  if (!best) return compress();
  const cached = join(cacheDir, `${createHash('sha256').update(content).digest('hex')}.br`);
  if (existsSync(cached)) {
    figures.brotliReused += 1;
    const now = new Date();
    utimesSync(cached, now, now);
    return readFile(cached);
  }
  const brotli = await compress();
  // Written whole or not at all: the languages build side by side, and another build may read it.
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, brotli);
  await rename(partial, cached);
  return brotli;
}

function pruneCache() {
  const oldest = Date.now() - cacheDays * 24 * 3600 * 1000;
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    // A file another build renames or removes meanwhile is gone from the listing.
    const stats = statSync(path, {throwIfNoEntry: false});
    if (stats && stats.mtimeMs < oldest) rmSync(path, {force: true});
  }
}

/** One line on what `parts` compressed, for the build log. */
export function describeFigures(step: string, ...parts: PrecompressFigures[]): string {
  const sum = (key: keyof PrecompressFigures) => parts.reduce((total, part) => total + part[key], 0);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  return (
    `precompressed (${step}) ${sum('files')} files: ${kib(sum('bytes'))} -> ${kib(sum('gzipBytes'))} gzip, ${kib(sum('brotliBytes'))} Brotli` +
    ` (${sum('brotliReused')} Brotli files reused from the last build)`
  );
}

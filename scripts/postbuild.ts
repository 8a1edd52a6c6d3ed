/**
 * Runs after every build (npm's postbuild):
 * - writes the search index, build/pagefind/ (scripts/search-index.ts);
 * - writes llms.txt and llms-full.txt of each locale (scripts/llms-txt.ts);
 * - writes build/_headers from deploy/headers.ts, and build/_redirects, for static hosts
 *   that read them;
 * - writes robots.txt, naming each locale's sitemap at the address the build is for;
 * - writes file.br and file.gz next to every compressible file of build/, so nginx
 *   (brotli_static, gzip_static) and `npm run serve` send them without compressing on each
 *   request, at the best level. Brotli is about 15% smaller than gzip on the scripts.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {listFiles} from './files';
import {headersFile, redirectsFile} from './headers-files';
import {writeSearchIndex} from './search-index';
import {writeLlmsTxt} from './llms-txt';
import {basePath, localePrefix, locales, siteRoot} from './site-model';

async function main() {
  const indexed = await writeSearchIndex(resolve('build'));
  console.log(`search index: ${indexed} pages`);
  writeLlmsTxt(resolve('build'));
  writeFileSync(resolve('build', '_headers'), headersFile());
  writeFileSync(resolve('build', '_redirects'), redirectsFile());
  writeFileSync(resolve('build', 'robots.txt'), robotsTxt());
  precompress();
}

/** Crawl everything but the search pages (tools, marked noindex), and find both sitemaps. */
function robotsTxt(): string {
  const root = basePath.replace(/\/$/, '');
  const prefixes = locales.map(localePrefix);
  return [
    'User-agent: *',
    `Allow: ${root}/`,
    ...prefixes.map((prefix) => `Disallow: ${root}${prefix}/search/`),
    '',
    ...prefixes.map((prefix) => `Sitemap: ${siteRoot}${prefix}/sitemap.xml`),
    '',
  ].join('\n');
}


/** Text formats only: Pagefind's index files and WebAssembly are gzip-compressed already. */
const compressible = /\.(html|js|css|json|svg|xml|txt|md)$/;

function precompress() {
  let count = 0;
  let before = 0;
  let after = 0;
  let afterBrotli = 0;
  for (const file of listFiles(resolve('build'), compressible)) {
    const content = readFileSync(file);
    if (content.length < 1024) continue; // below nginx's gzip_min_length a .gz saves nothing
    const gzipped = gzipSync(content, {level: constants.Z_BEST_COMPRESSION});
    writeFileSync(`${file}.gz`, gzipped);
    // Scripts and stylesheets get the best level (cached for a year once fetched); the other
    // files one level less, which is 2.5 times faster on the pages and 3% larger.
    const quality = /\.(js|css)$/.test(file) ? constants.BROTLI_MAX_QUALITY : constants.BROTLI_MAX_QUALITY - 1;
    const brotli = brotliCompressSync(content, {
      params: {[constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length},
    });
    writeFileSync(`${file}.br`, brotli);
    count += 1;
    before += content.length;
    after += gzipped.length;
    afterBrotli += brotli.length;
  }
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`precompressed ${count} files: ${kib(before)} -> ${kib(after)} gzip, ${kib(afterBrotli)} Brotli`);
}

void main();

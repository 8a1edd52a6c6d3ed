/**
 * Writes file.gz next to every compressible file of build/, so nginx (gzip_static) sends
 * them without compressing on each request, and at the best compression level.
 */
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {constants, gzipSync} from 'node:zlib';

const compressible = /\.(html|js|css|json|svg|xml|txt)$/;

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(resolve('build')).filter((path) => compressible.test(path))) {
  const content = readFileSync(file);
  if (content.length < 1024) continue; // below nginx's gzip_min_length a .gz saves nothing
  const gzipped = gzipSync(content, {level: constants.Z_BEST_COMPRESSION});
  writeFileSync(`${file}.gz`, gzipped);
  count += 1;
  before += content.length;
  after += gzipped.length;
}
console.log(`precompressed ${count} files: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB`);

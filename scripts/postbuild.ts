/**
 * Runs after every build (npm's postbuild):
 * - writes the search index, build/pagefind/ (scripts/search-index.ts), and beside it each
 *   language's page titles and headings for the result list (scripts/search-titles.ts);
 * - writes llms.txt and llms-full.txt of each locale (scripts/llms-txt.ts);
 * - writes build/_headers from deploy/headers.ts, and build/_redirects, for static hosts
 *   that read them;
 * - writes robots.txt, naming each locale's sitemap at the address the build is for;
 * - writes file.br and file.gz next to every compressible file of build/ (src/node/precompress.ts)
 *   not compressed yet: the pages, scripts and stylesheets are compressed during the build
 *   (src/plugins/precompressEarly.ts), the Markdown twins and sitemaps here while Pagefind
 *   indexes the pages, then the files this script writes.
 * Prints the seconds of each part (`npm run bench` records them).
 */
import {writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {headersFile, redirectsFile} from './headers-files';
import {describeFigures, precompress} from '../src/node/precompress';
import {writeSearchIndex} from './search-index';
import {writeSearchTitles} from './search-titles';
import {writeLlmsTxt} from './llms-txt';
import {basePath, localePrefix, locales, siteRoot} from './site-model';

/** The files this script writes: compressed once they are written. */
const writtenHere = (file: string) => /[\\/]pagefind[\\/]|[\\/](llms|llms-full|robots)\.txt$/.test(file);

async function main() {
  const buildDir = resolve('build');
  const seconds: Record<string, number> = {};
  const timed = async <T>(part: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    seconds[part] = Number(((performance.now() - start) / 1000).toFixed(2));
    return result;
  };
  // Pagefind indexes in a process of its own while this one compresses the site's files.
  const [indexed, site] = await Promise.all([
    timed('search index', async () => {
      const pages = await writeSearchIndex(buildDir);
      await writeSearchTitles(buildDir);
      return pages;
    }),
    timed('precompress Markdown twins and sitemaps', () => precompress(buildDir, (file) => !writtenHere(file))),
  ]);
  console.log(`search index: ${indexed} pages`);
  await timed('llms.txt, _headers, _redirects, robots.txt', () => {
    writeLlmsTxt(buildDir);
    writeFileSync(resolve('build', '_headers'), headersFile());
    writeFileSync(resolve('build', '_redirects'), redirectsFile());
    writeFileSync(resolve('build', 'robots.txt'), robotsTxt());
  });
  const own = await timed('precompress search and text files', () => precompress(buildDir, writtenHere));
  console.log(describeFigures('postbuild', site, own));
  console.log(`postbuild seconds: ${JSON.stringify(seconds)}`);
  // The benchmark records the split (scripts/bench.ts).
  if (process.env.POSTBUILD_SECONDS_FILE) writeFileSync(process.env.POSTBUILD_SECONDS_FILE, JSON.stringify(seconds));
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


void main();

/**
 * The last step of `npm run build` (scripts/build.ts), once every language is built:
 * - writes the search index, build/pagefind/ (scripts/search-index.ts), and beside it each
 *   language's page titles and headings for the result list (scripts/search-titles.ts);
 * - writes llms.txt and llms-full.txt of each locale (scripts/llms-txt.ts);
 * - writes build/_headers from deploy/headers.ts, and build/_redirects, for static hosts
 *   that read them;
 * - writes robots.txt, naming each locale's sitemap at the address the build is for;
 * - writes file.br and file.gz next to every compressible file of build/ (src/node/precompress.ts)
 *   not compressed yet: the pages, scripts and stylesheets are compressed during the build
 *   (src/plugins/precompressEarly.ts), the Markdown twins, sitemaps and the files above here
 *   while Pagefind indexes the pages, then the search index.
 * Returns the seconds of each part, which the build prints.
 */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {headersFile, redirectsFile} from './headers-files';
import {describeFigures, precompress} from '../src/node/precompress';
import {writeSearchIndex} from './search-index';
import {writeSearchTitles} from './search-titles';
import {writeLlmsTxt} from './llms-txt';
import {basePath, localePrefix, locales, siteRoot} from './site-model';

/** The search index's files: compressed once Pagefind has written them. */
const searchFiles = (file: string) => /[\\/]pagefind[\\/]/.test(file);

export async function postbuild(buildDir: string): Promise<Record<string, number>> {
  const seconds: Record<string, number> = {};
  const timed = async <T>(part: string, work: () => T | Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await work();
    seconds[part] = Number(((performance.now() - start) / 1000).toFixed(2));
    return result;
  };
  // Pagefind indexes in a process of its own, on about one core, while this one writes the
  // other files and compresses them with the Markdown twins and sitemaps on the other.
  const [indexed, site] = await Promise.all([
    timed('search index', async () => {
      const pages = await writeSearchIndex(buildDir);
      await writeSearchTitles(buildDir);
      return pages;
    }),
    timed('llms.txt, _headers, _redirects, robots.txt, and compression of all but the search index', () => {
      writeLlmsTxt(buildDir);
      writeFileSync(join(buildDir, '_headers'), headersFile());
      writeFileSync(join(buildDir, '_redirects'), redirectsFile());
      writeFileSync(join(buildDir, 'robots.txt'), robotsTxt());
      return precompress(buildDir, (file) => !searchFiles(file));
    }),
  ]);
  console.log(`search index: ${indexed} pages`);
  const search = await timed('compression of the search index', () => precompress(buildDir, searchFiles));
  console.log(describeFigures('postbuild', site, search));
  return seconds;
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


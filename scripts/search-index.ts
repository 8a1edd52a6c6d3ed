/**
 * The site's search index: Pagefind reads the built pages and writes build/pagefind/, one
 * index per `<html lang>` (English with stemming, Chinese with word segmentation), split
 * into small files that the browser fetches only when a query needs them.
 */
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {listFiles} from '../src/node/files';

/** The pages worth finding: every doc page, the docs landing and the Markdown page, per locale. */
const pages = /^(?:zh-Hans\/)?(?:docs\/(?:.+\/)?|markdown-page\/)index\.html$/;

/**
 * The build's HTML has no white space between table cells or list items (`<td>a<td>b`), and
 * Pagefind would read `name`, `APP_NAME` and `string` of a key table's row as one word.
 */
const separateCells = (html: string) => html.replace(/<(td|th|tr|li|dt|dd|br)\b/g, ' <$1');

/** The line-break hints in tables' code (src/markdown/rehypeTables.ts) are not the page's words. */
const withoutBreakHints = (html: string) => html.replace(/<wbr\/?>/g, '');

/** An environment variable in a table cell of its own (`HTTP_PORT`). */
const envCell = (cell: string, code: string) => new RegExp(`<td${cell}>(${code}[A-Z][A-Z0-9]*_[A-Z0-9_]+</code>)(?=\\s*</?t)`, 'g');

/**
 * Weights beyond Pagefind's own (h1 7, h2 6 … body text 1), so that the page a query names
 * comes first: the page's title at the top weight; a topic page's key table's environment
 * variable (its cell labelled for phone widths), whose page explains the key, above a
 * mention in prose; the same variable's row on the configuration reference (its code has an
 * anchor) above a mention in prose too, but below the page that explains it.
 */
const weigh = (html: string) =>
  html
    .replace(/<h1\b/, '<h1 data-pagefind-weight="10"')
    .replace(envCell(' (data-label=[^>]*)', '<code>'), '<td $1 data-pagefind-weight="5">$2')
    .replace(envCell('( data-label=[^>]*)?', '<code id=[A-Z0-9_]+>'), '<td$1 data-pagefind-weight="2">$2');

/** The content of a page's `<meta name=…>`; the minified HTML leaves a value without spaces unquoted (content=mcube,gorm,mysql). */
const metaContent = (html: string, name: string) => {
  const found = html.match(new RegExp(`<meta [^>]*name=["']?${name}["']? content=(?:"([^"]*)"|([^\\s>]+))`));
  return found?.[1] ?? found?.[2] ?? '';
};

/**
 * Words about the page that its prose may not use, indexed as meta fields only, which the
 * engine ranks above the prose (src/search/engine.ts) and no excerpt shows: the front-matter
 * `keywords` (words readers search with, "first service" for the quickstart) and
 * `description` (the one sentence saying what the page is for). A page without its own
 * carries the site's, which say nothing: left out.
 */
const metaFields = ['keywords', 'description'] as const;
type SiteMeta = Record<(typeof metaFields)[number], string>;

function withMetaFields(html: string, site: SiteMeta): string {
  const fields = metaFields.flatMap((name) => {
    const value = metaContent(html, name);
    if (!value || value === site[name]) return [];
    const words = name === 'keywords' ? value.split(',').join(' · ') : value;
    // In an attribute, not as text: the words rank the page but never show in its excerpt.
    return [`<span hidden data-pagefind-meta="${name}[data-${name}]" data-${name}="${words}"></span>`];
  });
  return fields.length === 0 ? html : html.replace(/<main\b[^>]*>/, (main) => `${main}${fields.join('')}`);
}

/**
 * An admonition without a title of its own is headed by its kind ("warning", 注意), which is
 * the theme's label, not the page's words: it is left out of the index and of excerpts.
 */
const admonitionLabels = 'note|tip|info|warning|danger|caution|备注|提示|信息|注意|警告';
const skipAdmonitionLabels = (html: string) =>
  html.replace(
    new RegExp(`<div class=(admonitionHeading_\\w+)>(<span class=admonitionIcon_\\w+><svg[^]*?</svg></span>(?:${admonitionLabels})</div>)`, 'g'),
    '<div class=$1 data-pagefind-ignore>$2',
  );

/** Parts of `<main>` that are navigation or chrome, not the page's own text. */
const excludeSelectors = [
  'nav', // breadcrumbs, previous/next
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-footer', // edit link, last updated
  '.theme-report-problem', // the link to a new issue under it (src/theme/DocItem/Footer)
  '.theme-doc-version-badge',
  '.hash-link',
  'svg', // the diagrams: their text description is in the page
  '.card', // a generated index's cards: other pages' titles and descriptions, with icons
];

/**
 * Pagefind's index chunks are ~35 KB each by default and a query fetches one per word; a
 * smaller chunk keeps the first search of a phone reader light. The variable is Pagefind's
 * own (marked unstable): tests/e2e/search.spec.ts measures what a first search transfers.
 */
const indexChunkBytes = '3000';

/**
 * Pagefind also writes ready-made UIs; the site has its own (src/search), so they go. So does
 * its web worker: the site runs the engine on the page's thread (src/search/engine.ts).
 */
const unusedFiles = ['pagefind-worker.js', 'pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js'];

/**
 * Pagefind's browser module cuts a Chinese query into words again with the browser's
 * segmenter (Intl.Segmenter), which cuts differently from the dictionary Pagefind indexed
 * with, so words the pages hold are not found (端口号 → 端 口号). The engine cuts Chinese
 * queries itself, into the index's own words (scripts/search-titles.ts), and passes
 * `{segmented: true}` so that Pagefind keeps them as they are. The one condition this adds
 * is checked here: a Pagefind whose code differs fails the build instead of searching wrong.
 */
const querySegmentation = 'if(needsWordSegmentation(trueLanguage)){';
function letEngineSegmentQueries(outputPath: string) {
  const file = join(outputPath, 'pagefind.js');
  const code = readFileSync(file, 'utf8');
  if (code.split(querySegmentation).length !== 2 || !code.includes('async search(term,options2={})')) throw new Error(`search index: ${querySegmentation} is not in pagefind.js once; see UPGRADING.md (search)`);
  writeFileSync(file, code.replace(querySegmentation, 'if(needsWordSegmentation(trueLanguage)&&!options2.segmented){'));
}

/**
 * Pagefind is published as an ES module only, so it is loaded with import(), as soon as this
 * module is: the build loads this module while the languages build, and loading Pagefind later
 * would wait for file reads behind the postbuild's compression, which fills zlib's (and the
 * file system's) threads.
 */
const pagefindModule = import('pagefind');
// A failure to load is reported where it is awaited (writeSearchIndex), not as an unhandled rejection now.
pagefindModule.catch(() => undefined);

/** Pagefind's files that do not read whole: gzip files that do not decompress, JSON that does not parse, pagefind.js without its last line. */
export function unfinishedFiles(outputPath: string): string[] {
  return listFiles(outputPath, /(?:\.(?:pagefind|pf_fragment|pf_index|pf_meta|pf_filter|json)|^pagefind\.js)$/).filter((file) => {
    try {
      const bytes = readFileSync(file);
      if (file.endsWith('.json')) JSON.parse(bytes.toString('utf8'));
      else if (file.endsWith('.js')) return !/export\s*\{[^}]*\};?\s*$/.test(bytes.toString('utf8'));
      else gunzipSync(bytes);
      return false;
    } catch {
      return true;
    }
  });
}

export async function writeSearchIndex(buildDir: string): Promise<number> {
  process.env.PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE ??= indexChunkBytes;
  const pagefind = await pagefindModule;
  const {index, errors} = await pagefind.createIndex({rootSelector: 'main', excludeSelectors});
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  const files = listFiles(buildDir, /\.html$/)
    .map((file) => relative(buildDir, file).split('\\').join('/'))
    .filter((path) => pages.test(path));
  const home = readFileSync(join(buildDir, 'index.html'), 'utf8');
  const site = {keywords: metaContent(home, 'keywords'), description: metaContent(home, 'description')};
  // All pages at once: Pagefind parses them on its own threads.
  await Promise.all(
    files.map(async (sourcePath) => {
      const html = readFileSync(join(buildDir, sourcePath), 'utf8');
      const added = await index.addHTMLFile({sourcePath, content: withMetaFields(weigh(skipAdmonitionLabels(separateCells(withoutBreakHints(html)))), site)});
      if (added.errors.length > 0) throw new Error(`search index, ${sourcePath}: ${added.errors.join('; ')}`);
    }),
  );
  const outputPath = join(buildDir, 'pagefind');
  // Pagefind's writeFiles can answer before its files are whole: it once left a file empty
  // (wasm.unknown.pagefind, 0 bytes: Chinese search failed with 'invalid gzip data'), once cut
  // pagefind.js short (every search failed) and once pagefind-entry.json ('Unexpected end of
  // JSON input' in the titles step). Wait until every file reads whole, write again if one
  // stays cut, and fail the build after three writes.
  for (let attempt = 1; ; attempt += 1) {
    const written = await index.writeFiles({outputPath});
    if (written.errors.length > 0) throw new Error(`search index: ${written.errors.join('; ')}`);
    let unfinished = unfinishedFiles(outputPath);
    for (let wait = 0; unfinished.length > 0 && wait < 50; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      unfinished = unfinishedFiles(outputPath);
    }
    if (unfinished.length === 0) break;
    if (attempt === 3) throw new Error(`search index: Pagefind left files cut short: ${unfinished.join(', ')}`);
  }
  await pagefind.close();
  letEngineSegmentQueries(outputPath);
  for (const file of unusedFiles) rmSync(join(outputPath, file), {force: true});
  return files.length;
}

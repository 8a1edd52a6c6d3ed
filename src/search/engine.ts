/**
 * The site's search engine: Pagefind's browser module, built with the site into
 * `<base URL>pagefind/` (scripts/search-index.ts). It picks the index of the page's
 * `<html lang>` and fetches only the index pieces and page fragments a query needs.
 */

/** The part of Pagefind's browser API the site uses (the package ships no types for it). */
interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results: {title: string; url: string; excerpt: string; locations: number[]}[];
}
interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindFragment>;
}
interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{results: PagefindResult[]} | null>;
}

/** One section of a page that matches a query. */
export interface SearchSection {
  title: string;
  url: string;
  excerpt: string;
}

/** One page that matches a query, with its best sections. */
export interface SearchHit extends SearchSection {
  sections: SearchSection[];
}

export interface SearchAnswer {
  /** The query as searched (see `normalizeQuery`). */
  query: string;
  /** How many pages match; `hits` holds the first of them. */
  total: number;
  hits: SearchHit[];
}

/** A query longer than this is cut: no reader types more, and a link could carry megabytes. */
export const maxQueryLength = 120;
/** Sections shown under a page: the ones with the most matches. */
const sectionsPerHit = 3;

let engine: Promise<Pagefind> | undefined;

/** Loads the engine once per page (later calls share the first); a failed load may be retried. */
export function loadSearchEngine(bundleUrl: string): Promise<Pagefind> {
  engine ??= import(/* webpackIgnore: true */ `${bundleUrl}pagefind.js`).then(async (module: Pagefind) => {
    await module.init();
    return module;
  });
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/** Collapses white space and cuts the query to `maxQueryLength` characters. */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim();
}

/**
 * Searches the site; the first `limit` pages get their text fetched for titles and excerpts,
 * unless `wanted()` says by then that a newer query replaced this one (so fast typing does
 * not download the pages of every prefix). Returns undefined for a query no longer wanted.
 */
export async function searchSite(bundleUrl: string, rawQuery: string, limit: number, wanted: () => boolean = () => true): Promise<SearchAnswer | undefined> {
  const query = normalizeQuery(rawQuery);
  if (!query) return {query, total: 0, hits: []};
  const pagefind = await loadSearchEngine(bundleUrl);
  const results = await findPages(pagefind, searchTerms(query), limit);
  if (!wanted()) return undefined;
  const pages = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  return {query, total: results.length, hits: pages.map(toHit)};
}

/**
 * The words of a query. Pagefind splits Chinese text into words when it indexes it but not
 * when it searches, so a Chinese query is split here the same way (ICU's word segmenter).
 */
export function searchTerms(query: string): string[] {
  if (!/\p{Script=Han}/u.test(query) || typeof Intl.Segmenter !== 'function') return query.split(' ');
  const words = new Intl.Segmenter('zh', {granularity: 'word'}).segment(query);
  return [...words].filter((word) => word.isWordLike).map((word) => word.segment);
}

/**
 * Pages with every word first (Pagefind's own ranking). When they are fewer than `limit`,
 * pages with only some of the words follow, those with more words first: a reader's
 * phrasing ("change http port") rarely matches a page word for word.
 */
async function findPages(pagefind: Pagefind, terms: string[], limit: number): Promise<PagefindResult[]> {
  const all = (await pagefind.search(terms.join(' ')))?.results ?? [];
  if (all.length >= limit || terms.length < 2) return all;
  const partial = new Map<string, {result: PagefindResult; words: number; score: number}>();
  for (const found of await Promise.all(terms.map((term) => pagefind.search(term)))) {
    for (const result of found?.results ?? []) {
      const seen = partial.get(result.id) ?? {result, words: 0, score: 0};
      partial.set(result.id, {result, words: seen.words + 1, score: seen.score + result.score});
    }
  }
  const shown = new Set(all.map((result) => result.id));
  const rest = [...partial.values()]
    .filter((entry) => !shown.has(entry.result.id))
    .sort((a, b) => b.words - a.words || b.score - a.score)
    .map((entry) => entry.result);
  return [...all, ...rest];
}

function toHit(page: PagefindFragment): SearchHit {
  const sections = page.sub_results
    // The page's own text before its first heading comes back as a "section" of the page itself.
    .filter((section) => section.url.includes('#'))
    .map((section, order) => ({section, order}))
    .sort((a, b) => b.section.locations.length - a.section.locations.length)
    .slice(0, sectionsPerHit)
    .sort((a, b) => a.order - b.order)
    .map(({section}) => ({title: section.title, url: section.url, excerpt: section.excerpt}));
  return {title: page.meta.title ?? page.url, url: page.url, excerpt: page.excerpt, sections};
}

/** An excerpt is text with `<mark>` around matches: split it so React renders it as text. */
export function excerptParts(excerpt: string): {text: string; marked: boolean}[] {
  const entities: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};
  const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity]);
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith('<mark>');
      return {text: decode(marked ? part.slice(6, -7) : part), marked};
    });
}

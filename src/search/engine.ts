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
/** Pagefind's ranking options; `metaWeights` weighs a match in a meta field (title, keywords). */
interface PagefindRanking {
  termFrequency?: number;
  pageLength?: number;
  metaWeights?: Record<string, number>;
}
interface Pagefind {
  options(options: {noWorker?: boolean; ranking?: PagefindRanking}): Promise<void>;
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

/**
 * The engine runs on the page's own thread: Pagefind's web worker is a second copy of the
 * engine's code (11 KB more on the first search) for an index that answers in milliseconds.
 */
const engineOptions = {
  noWorker: true,
  // Measured on tests/search-queries.json (scripts: see README, "Search"): Pagefind's BM25
  // with little weight on how often a word recurs (0.1, not 1) and less on page length (0.3, not
  // 0.75) puts the page that is about a word before the long pages that mention it often.
  // With so little on frequency, a word's weight in the text counts for little too: a match in
  // the page's title or its front-matter keywords (meta fields, scripts/search-index.ts) is
  // what lifts the page a query names above the pages that only mention the words.
  ranking: {termFrequency: 0.1, pageLength: 0.3, metaWeights: {title: 10, keywords: 10}},
};

/** Loads the engine once per page (later calls share the first); a failed load may be retried. */
export function loadSearchEngine(bundleUrl: string): Promise<Pagefind> {
  engine ??= import(/* webpackIgnore: true */ `${bundleUrl}pagefind.js`).then(async (module: Pagefind) => {
    await module.options(engineOptions);
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
 * Searches the site; the first `limit` pages get their text fetched for titles and excerpts
 * once `settled` resolves (the reader stopped typing), unless `wanted()` says by then that a
 * newer query replaced this one: typing does not download the pages of every prefix.
 * Returns undefined for a query no longer wanted.
 */
export async function searchSite(
  bundleUrl: string,
  rawQuery: string,
  limit: number,
  wanted: () => boolean = () => true,
  settled: Promise<unknown> = Promise.resolve(),
): Promise<SearchAnswer | undefined> {
  const query = normalizeQuery(rawQuery);
  if (!query) return {query, total: 0, hits: []};
  const pagefind = await loadSearchEngine(bundleUrl);
  const results = await findPages(pagefind, searchTerms(query), limit);
  await settled;
  if (!wanted()) return undefined;
  const pages = await Promise.all(results.slice(0, limit).map((result) => result.data()));
  return {query, total: results.length, hits: pages.map(toHit)};
}

/**
 * Words of a question that say nothing of its subject ("how do I", 怎么, 在哪): a page with
 * every other word is found, and none comes first for having these.
 */
const questionWords = new Set([
  ...'a an the to of in on for from with into by how do does i my is are can and or what where why'.split(' '),
  ...'怎么 怎样 如何 什么 为什么 怎么办 哪里 在哪 哪 吗 呢 吧 的 了 是 用 里 把 和 与 在 要 想 能 可以 一个 请问 我 你'.split(' '),
]);

/**
 * Characters the segmenter left alone in a row (校 验, 路 由: a segmenter without a Chinese
 * dictionary cuts the words it does not know) are one word of the reader's.
 */
function characterRuns(words: string[]): string[] {
  const runs: string[] = [];
  let run = '';
  for (const word of [...words, '']) {
    if (/^\p{Script=Han}$/u.test(word) && !questionWords.has(word)) {
      run += word;
      continue;
    }
    if (run.length > 1) runs.push(run);
    run = '';
  }
  return runs;
}

/** Pagefind searches the index of the page's language, as this does. */
const pageIsChinese = () => typeof document !== 'undefined' && /^zh/i.test(document.documentElement.lang);

/**
 * The words of a query. Pagefind splits Chinese text into words when it indexes it but not
 * when it searches, so a Chinese query is split here the same way (ICU's word segmenter).
 * Question words go; so do single Chinese characters beside longer words: the segmenter
 * leaves a verb such as 写 or 改 on its own, and as a prefix it matches half the site. Lone
 * characters in a row are joined back into the word they were (see `characterRuns`).
 */
export function searchTerms(query: string, chineseIndex = pageIsChinese()): string[] {
  const hasHan = /\p{Script=Han}/u.test(query);
  const segmented =
    hasHan && typeof Intl.Segmenter === 'function'
      ? [...new Intl.Segmenter('zh', {granularity: 'word'}).segment(query)].filter((word) => word.isWordLike).map((word) => word.segment)
      : query.split(' ');
  // The Chinese index holds an identifier as its parts (credential_mode as credential and
  // mode, ioc.Controller as ioc and Controller), where the segmenter keeps it whole.
  const words = chineseIndex ? segmented.flatMap((word) => word.split(/[_.]+/).filter(Boolean)) : segmented;
  const meaningful = words.filter((word) => !questionWords.has(word.toLowerCase()));
  const longer = meaningful.filter((word) => !/^\p{Script=Han}$/u.test(word));
  if (longer.length > 0) return [...longer, ...characterRuns(segmented)];
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * Pages with every word first (Pagefind's own ranking). When they are fewer than `limit`,
 * pages with only some of the words follow, by the sum of their words' scores (BM25 over
 * any of the words): a reader's phrasing ("change http port") rarely matches a page word
 * for word, and a page with one rare word of the query beats one with two common ones.
 * A Chinese query is a sentence cut into words by a segmenter that may cut a word the page
 * has (连接池) into a word and a character dropped as noise, and it carries words of its own
 * (大小, 之后): every page is ranked by the sum of its words' scores, and one with every word
 * counts that sum `everyWordFactor` times (measured on tests/search-queries.json: 10 to 30).
 */
const everyWordFactor = 20;
async function findPages(pagefind: Pagefind, terms: string[], limit: number): Promise<PagefindResult[]> {
  const all = (await pagefind.search(terms.join(' ')))?.results ?? [];
  const chinese = terms.some((term) => /\p{Script=Han}/u.test(term));
  if ((all.length >= limit && !chinese) || terms.length < 2) return all;
  const partial = new Map<string, {result: PagefindResult; score: number}>();
  for (const found of await Promise.all(terms.map((term) => pagefind.search(term)))) {
    for (const result of found?.results ?? []) {
      partial.set(result.id, {result, score: (partial.get(result.id)?.score ?? 0) + result.score});
    }
  }
  const everyWord = new Set(all.map((result) => result.id));
  const rank = ({result, score}: {result: PagefindResult; score: number}) => (everyWord.has(result.id) ? score * everyWordFactor : score);
  const byScore = (entries: {result: PagefindResult; score: number}[]) => entries.sort((a, b) => rank(b) - rank(a)).map((entry) => entry.result);
  if (chinese) return byScore([...partial.values()]);
  return [...all, ...byScore([...partial.values()].filter((entry) => !everyWord.has(entry.result.id)))];
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

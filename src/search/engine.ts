/**
 * The site's search engine: Pagefind's browser module, built with the site into
 * `<base URL>pagefind/` (scripts/search-index.ts). It picks the index of the page's
 * `<html lang>` and fetches only the index pieces a query needs; results are listed from the
 * titles and headings shipped beside it (scripts/search-titles.ts), and a page's text (its
 * fragment) is fetched only for the excerpts of a result on screen.
 */

import {normalizeQuery} from './query';

/** The part of Pagefind's browser API the site uses (the package ships no types for it). */
interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: {title?: string};
  sub_results: {title: string; url: string; excerpt: string; locations: number[]; anchor?: {id: string}}[];
}
interface PagefindResult {
  id: string;
  score: number;
  /** Where the query's words are in the page, counted in words. */
  words: number[];
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

/** One section of a page that matches a query: its heading. */
export interface SearchSection {
  /** The heading's anchor. */
  id: string;
  title: string;
  url: string;
}

/** The words around the matches, from the page's text: for the page and per section anchor. */
export interface SearchExcerpts {
  page: string;
  sections: Record<string, string>;
}

/** One page that matches a query, with its best sections. */
export interface SearchHit {
  title: string;
  url: string;
  sections: SearchSection[];
  /** Fetches the page's text (one fragment, kept by the engine) for the excerpts. */
  excerpts(): Promise<SearchExcerpts>;
}

export interface SearchAnswer {
  /** The query as searched (see `normalizeQuery`). */
  query: string;
  /** How many pages match; `hits` holds the first of them. */
  total: number;
  hits: SearchHit[];
}

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

/** A heading: the word it starts at (Pagefind's count), its anchor and its text. */
type TitleHeading = [location: number, id: string, text: string];
/** Per page id: the page's address as indexed, its title and headings (scripts/search-titles.ts). */
type PageTitles = Record<string, [url: string, title: string, headings: TitleHeading[]]>;

let pageTitles: Promise<PageTitles> | undefined;

/**
 * Loads the titles and headings of the page's language once (a few KB, fetched beside the
 * engine): a result is listed from them at once, without its page's text.
 */
export function loadPageTitles(bundleUrl: string): Promise<PageTitles> {
  // Pagefind picks its index by <html lang> the same way, lower-cased (zh-Hans → zh-hans).
  pageTitles ??= fetch(`${bundleUrl}titles.${document.documentElement.lang.toLowerCase()}.json`).then((response) => {
    if (!response.ok) throw new Error(`search titles: ${response.status}`);
    return response.json() as Promise<PageTitles>;
  });
  pageTitles.catch(() => {
    pageTitles = undefined;
  });
  return pageTitles;
}

/**
 * Searches the site and lists the first `limit` pages with their titles and best sections,
 * from the index alone: no page text is fetched until a hit's `excerpts()` is called.
 */
export async function searchSite(bundleUrl: string, rawQuery: string, limit: number): Promise<SearchAnswer> {
  const query = normalizeQuery(rawQuery);
  if (!query) return {query, total: 0, hits: []};
  const [pagefind, titles] = await Promise.all([loadSearchEngine(bundleUrl), loadPageTitles(bundleUrl)]);
  const results = await findPages(pagefind, searchTerms(query), limit);
  // Pagefind's addresses start at the site's root (its baseUrl, the folder above its bundle).
  const siteRoot = bundleUrl.replace(/pagefind\/$/, '');
  return {query, total: results.length, hits: results.slice(0, limit).map((result) => toHit(result, titles, siteRoot))};
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

function toHit(result: PagefindResult, titles: PageTitles, siteRoot: string): SearchHit {
  const page = titles[result.id];
  if (!page) throw new Error(`search titles: no page ${result.id}`);
  const [address, title, headings] = page;
  const url = `${siteRoot}/${address}`.replace(/\/+/g, '/');
  // Each match counts for the last heading at or before it, as Pagefind's sections do; the
  // page's own text before its first heading is no section.
  const matches = headings.map(() => 0);
  for (const word of result.words) {
    let under = -1;
    while (under + 1 < headings.length && headings[under + 1][0] <= word) under += 1;
    if (under >= 0) matches[under] += 1;
  }
  const sections = headings
    .map(([, id, text], order) => ({section: {id, title: text, url: `${url}#${id}`}, count: matches[order], order}))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, sectionsPerHit)
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.section);
  const excerpts = async (): Promise<SearchExcerpts> => {
    const fragment = await result.data();
    const bySection = fragment.sub_results.flatMap((section) => (section.anchor ? [[section.anchor.id, section.excerpt] as const] : []));
    return {page: fragment.excerpt, sections: Object.fromEntries(bySection)};
  };
  return {title, url, sections, excerpts};
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

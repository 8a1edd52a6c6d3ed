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
  /** `segmented`: the query is already cut into words (scripts/search-index.ts adds the option). */
  search(query: string, options?: {segmented?: boolean}): Promise<{results: PagefindResult[]} | null>;
  /** Loads the index chunks a search for `query` needs, and no more. */
  preload(query: string, options?: {segmented?: boolean}): Promise<void>;
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
  /** Misspelt words searched as the word they were corrected to, for the reader to see. */
  respelled: {typed: string; searched: string}[];
}

/** Sections shown under a page: the ones with the most matches. */
const sectionsPerHit = 3;

let engine: Promise<Pagefind> | undefined;

/**
 * The engine runs on the page's own thread: Pagefind's web worker is a second copy of the
 * engine's code (11 KB more on the first search) for an index that answers in milliseconds.
 */
const engineOptions = (language: string) => ({
  noWorker: true,
  // Measured on tests/search-queries.json (scripts: see MAINTAINING.md, "Search"): Pagefind's BM25
  // with little weight on how often a word recurs (0.1, not 1) and less on page length (0.3, not
  // 0.75) puts the page that is about a word before the long pages that mention it often.
  // With so little on frequency, a word's weight in the text counts for little too: a match in
  // the page's title or its front-matter keywords (meta fields, scripts/search-index.ts) is
  // what lifts the page a query names above the pages that only mention the words. The
  // description, a sentence on what the page answers, counts 3 in English; more than 1 puts
  // Chinese queries on the wrong page.
  ranking: {termFrequency: 0.1, pageLength: 0.3, metaWeights: {title: 10, keywords: 10, description: language === 'en' ? 3 : 1}},
});

/** Loads the engine once per page (later calls share the first); a failed load may be retried. */
export function loadSearchEngine(bundleUrl: string): Promise<Pagefind> {
  engine ??= import(/* webpackIgnore: true */ `${bundleUrl}pagefind.js`).then(async (module: Pagefind) => {
    await module.options(engineOptions(document.documentElement.lang));
    await module.init();
    return module;
  });
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/** A heading (its text) or a key's row (no text): the word it starts at (Pagefind's count) and its anchor. */
export type TitleHeading = [location: number, id: string, text?: string];
/** Per page id: the page's address as indexed, its title and headings (scripts/search-titles.ts). */
export type PageTitles = Record<string, [url: string, title: string, headings: TitleHeading[]]>;
/**
 * An index chunk, in the index's order: where it starts (its first word cut to the letters
 * that set it apart from the chunk before) and a word it holds, which a search loads it with.
 * A chunk holds the words from its start to the next chunk's.
 */
export type IndexChunkStart = [from: string, word: string];
/**
 * A language's titles file: its pages, its index chunks, and for a language Pagefind cuts into
 * words with a dictionary (Chinese), the words of two or more characters its index holds,
 * space-separated.
 */
export interface SearchTitles {
  pages: PageTitles;
  chunks: IndexChunkStart[];
  words?: string;
}
/** What the engine keeps of a titles file. */
interface LanguageData {
  pages: PageTitles;
  chunks: IndexChunkStart[];
  /** The index's Chinese words of two or more characters, empty for other languages. */
  words: Set<string>;
  /** The words in Latin letters of the titles and headings, by how many of them hold each: what a misspelling is corrected to. */
  vocabulary: Map<string, number>;
}

let languageData: Promise<LanguageData> | undefined;

/**
 * Loads the titles and headings of the page's language once (a few KB, fetched beside the
 * engine): a result is listed from them at once, without its page's text.
 */
export function loadPageTitles(bundleUrl: string): Promise<LanguageData> {
  // Pagefind picks its index by <html lang> the same way, lower-cased (zh-Hans → zh-hans).
  languageData ??= fetch(`${bundleUrl}titles.${document.documentElement.lang.toLowerCase()}.json`).then(async (response) => {
    if (!response.ok) throw new Error(`search titles: ${response.status}`);
    const {pages, chunks, words} = (await response.json()) as SearchTitles;
    return {pages, chunks, words: new Set(words ? words.split(' ') : []), vocabulary: titleVocabulary(pages)};
  });
  languageData.catch(() => {
    languageData = undefined;
  });
  return languageData;
}

/**
 * Searches the site and lists the first `limit` pages with their titles and best sections,
 * from the index alone: no page text is fetched until a hit's `excerpts()` is called.
 */
export async function searchSite(bundleUrl: string, rawQuery: string, limit: number): Promise<SearchAnswer> {
  const query = normalizeQuery(rawQuery);
  if (!query) return {query, total: 0, hits: [], respelled: []};
  const [pagefind, {pages, chunks, words, vocabulary}] = await Promise.all([loadSearchEngine(bundleUrl), loadPageTitles(bundleUrl)]);
  const queryTerms = searchTerms(query, words);
  const {terms, results} = await findPages(pagefind, queryTerms, vocabulary, isComparison(query), pages, words, chunks);
  const respelled = queryTerms.flatMap((typed, index) => (terms[index] === typed ? [] : [{typed, searched: terms[index]}]));
  // Pagefind's addresses start at the site's root (its baseUrl, the folder above its bundle).
  const siteRoot = bundleUrl.replace(/pagefind\/$/, '');
  const listed = keyRowSecond(results, pages, query);
  return {query, total: listed.length, hits: listed.slice(0, limit).map((result) => toHit(result, pages, siteRoot, query)), respelled};
}

/** Whether a query names the key of a row on the configuration reference: APP_NAME or app.name names app-name, APIDOC_BASE_PATH apidoc-base_path. */
const namesKeyRow = (query: string, rowId: string) => rowId.replace(/-/g, '_') === query.toLowerCase().replace(/\./g, '_');

/**
 * A query that names a key (its environment variable) lists the page with the key's row (the
 * configuration reference) second at the latest, after the page that explains it: on the
 * Chinese index the name is searched as its parts (app, name), common words whose matches
 * shift whenever any Chinese page changes, and the row's link must not drop out of the box.
 */
function keyRowSecond(results: PagefindResult[], pages: PageTitles, query: string): PagefindResult[] {
  const withRow = results.findIndex((result) => pages[result.id]?.[2].some(([, id, text]) => text === undefined && namesKeyRow(query, id)));
  if (withRow <= 1) return results;
  return [results[0], results[withRow], ...results.slice(1, withRow), ...results.slice(withRow + 1)];
}

/**
 * Words of a question that say nothing of its subject ("how do I", 怎么, 在哪): a page with
 * every other word is found, and none comes first for having these.
 */
const questionWords = new Set([
  ...'a an the to of in on for from with into by how do does i my is are can and or what where why'.split(' '),
  ...'which should would vs versus between difference compare better choose me we our you your it its this that there be'.split(' '),
  ...'instead each just also so than then when was were been has have had will want like way'.split(' '),
  ...'怎么 怎样 如何 什么 为什么 怎么办 哪里 在哪 哪 吗 呢 吧 的 了 是 用 里 把 和 与 在 要 想 能 可以 一个 请问 我 你'.split(' '),
  ...'哪个 哪些 还是 区别 不同 有没有 是否 应该 需要 生效 报错 一下 怎么样 相关 关于'.split(' '),
  ...'之间 这些 那些 这个 那个 我们 想要 不想 每个 然后 时候 更好 选择 而不是 类似 直接 别的 其他 几个 其中 不能 能不能 是不是 会不会'.split(' '),
  ...'其实 如果 的话 已经 可是 才能 所以 因为 而且 并且 以及 或者 即可 就是 可能 这样 那样 这种 那种 一些 有些 某个 一起 总是 一直 一样 自己 多少 试试'.split(' '),
]);

/** A Chinese word of one character. */
const isCharacter = (word: string) => /^\p{Script=Han}$/u.test(word);

/** The longest word, in characters, that a run of Chinese is cut into: longer words of the index are runs of meta fields, which Pagefind does not cut. */
export const longestChineseWord = 8;

/**
 * Cuts a run of Chinese characters into the index's words (`indexWords`): as few lone
 * characters as possible, then as many words as possible, so 过期时间 is 过期 时间 when the
 * index has both (each also finds longer words that start with it) and 连接池 stays whole.
 * Pagefind cut the pages with its dictionary; the browser's segmenter cuts differently
 * (端口号 → 端 口号), and a query cut like the pages finds the pages' words.
 */
export function cutChinese(run: string, indexWords: Set<string>): string[] {
  /** `lone`: how many lone characters; `firstLone`: where the first is (a later one is better: 端口 号, not 端 口号). */
  type Cut = {lone: number; firstLone: number; words: string[]};
  const better = (a: Cut, b: Cut) => a.lone - b.lone || b.words.length - a.words.length || b.firstLone - a.firstLone;
  const best: (Cut | undefined)[] = [{lone: 0, firstLone: Infinity, words: []}];
  for (let start = 0; start < run.length; start += 1) {
    const before = best[start];
    if (!before) continue;
    for (let end = start + 1; end <= Math.min(run.length, start + longestChineseWord); end += 1) {
      const word = run.slice(start, end);
      if (word.length > 1 && !indexWords.has(word)) continue;
      const lone = word.length === 1;
      const cut = {lone: before.lone + (lone ? 1 : 0), firstLone: lone ? Math.min(before.firstLone, start) : before.firstLone, words: [...before.words, word]};
      const current = best[end];
      if (!current || better(cut, current) < 0) best[end] = cut;
    }
  }
  return best[run.length]!.words;
}

/**
 * The words of a query. On a Chinese page, Chinese is cut into the index's own words
 * (`cutChinese`) and identifiers into their parts, as the Chinese index holds them
 * (credential_mode as credential and mode). Elsewhere, Chinese in a query is cut by the
 * browser's segmenter, as the English index does not cut words.
 * Question words go; so do single Chinese characters beside longer words: a verb such as 写
 * or 改 left on its own matches, as a prefix, half the site. A word typed twice is searched once:
 * in the sum of a Chinese query's scores it would count twice.
 */
export function searchTerms(query: string, indexWords = new Set<string>()): string[] {
  const lower = query.toLowerCase();
  const words =
    indexWords.size > 0
      ? lower
          .split(/(\p{Script=Han}+)/u)
          .flatMap((part) => (/^\p{Script=Han}/u.test(part) ? cutChinese(part, indexWords) : part.split(/[^\p{L}\p{N}]+/u)))
          .filter(Boolean)
      : /\p{Script=Han}/u.test(lower) && typeof Intl.Segmenter === 'function'
        ? [...new Intl.Segmenter('zh', {granularity: 'word'}).segment(lower)].filter((word) => word.isWordLike).map((word) => word.segment)
        : lower.split(' ').filter(Boolean).flatMap(withQualifierParts);
  const meaningful = words.filter((word) => !questionWords.has(word));
  const longer = meaningful.filter((word) => !isCharacter(word));
  const kept = longer.length > 0 ? longer : meaningful.length > 0 ? meaningful : words;
  return aboutTheSite([...new Set(kept)], indexWords.size > 0, kept.length < words.length);
}

/**
 * A qualified identifier (exception.IsApiException, ioc.Config()) is also searched as its
 * parts, which the English index holds at its position too: the package's name lifts the
 * page about that package (its title, its keywords) above pages that only call it.
 */
function withQualifierParts(word: string): string[] {
  const identifier = /^([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)(?:\(\))?$/.exec(word);
  return identifier ? [word, identifier[1], identifier[2]] : [word];
}

/** The site's name is on every page: it says which site, not which page. */
const siteName = 'mcube';
/** Words that, beside the site's name alone, ask for the site as a whole (mcube 简介, about mcube). */
const overviewWords = new Set('overview introduction intro about framework 概览 总览 概述 介绍 简介 框架'.split(' '));
/** Words that, beside a word for settings, ask for every key at once (all environment variables, 全部配置项 对照表). */
const everyWords = new Set('all every list full complete 全部 所有 列表 一览 对照 汇总 完整'.split(' '));
const settingWords = new Set('config configuration configs option options setting settings key keys environment variables 配置 环境 变量'.split(' '));

/**
 * Queries about the site rather than a topic: the site's name with words such as "overview"
 * or a question (mcube 是什么) comes first on the overview (its title holds "overview", 概览 in Chinese, from
 * i18n/glossary.md); beside other words the name is left out. A query for every setting (all
 * config keys, 全部配置项) is answered by the reference, whose title says "reference" (参考).
 */
function aboutTheSite(words: string[], chinese: boolean, question: boolean): string[] {
  const topic = words.filter((word) => word !== siteName);
  // The name alone, asked nothing of, lists the whole site, as any word on every page does.
  if (topic.length === 0 && !question) return words;
  if (topic.every((word) => overviewWords.has(word))) return [chinese ? '概览' : 'overview', siteName];
  const every = topic.filter((word) => !everyWords.has(word));
  const forEveryKey = every.length < topic.length && topic.some((word) => settingWords.has(word));
  return forEveryKey ? [...every, chinese ? '参考' : 'reference'] : topic;
}

/**
 * Pages with every word first (Pagefind's own ranking). When they are fewer than `limit`,
 * pages with only some of the words follow, by the sum of their words' scores (BM25 over
 * any of the words) and the share of the words they hold (`shareExponent`): a reader's
 * phrasing ("change http port") rarely matches a page word for word.
 * A Chinese query is a sentence, with words of its own (大小, 之后) and lone characters
 * dropped: every page is ranked by the sum of its words' scores, and one with every word
 * counts that sum `everyWordFactor` times (measured on tests/search-queries.json: 10 to 30).
 */
const everyWordFactor = 20;
/**
 * In English, a page with only some of the query's words counts its sum times the share of
 * the words it holds, to this power: in a long question ("browsable reference page of my rest
 * endpoints built from the route definitions") one word in a title (`reference`) otherwise
 * outweighs most of the words in a page's text. Measured on tests/search-queries.json: 2 to 10.
 */
const shareExponent = 4;
/**
 * How much a page gains where the query's words stand side by side in its text, in the
 * query's order (an error message, VAULT_TOKEN, "http port"): its score counts up to
 * 1 + phraseWeight times, by the share of the query's neighbouring words that are neighbours there.
 */
const phraseWeight = 1;
/**
 * A page whose whole title the query holds (健康检查 in 健康检查接口 会检查数据库连接吗, Redis in
 * "redis 没启动 服务为什么还能正常启动") counts its score this many times: without it, a page
 * holding every word of a Chinese sentence, its common words (服务, 启动) in passing, came
 * first. Measured on tests/search-queries.json: 2 to 40; listing such pages first, whatever
 * their score, put 配置 and Cache before the pages a query was about.
 */
const namedTitleFactor = 20;
/** The word a page that compares things puts in its front-matter keywords ("Gin vs go-restful"), in either language. */
const comparisonMarker = 'vs';
/**
 * The pages of a query: its misspelt words corrected (`terms`, as searched), ranked by
 * `rankPages`, for a comparison the page that compares first, and for a query asking for a
 * part's contents the page titled with its other words first (`titledPage`).
 */
async function findPages(pagefind: Pagefind, queryTerms: string[], vocabulary: Map<string, number>, comparison: boolean, pages: PageTitles, indexWords: Set<string>, chunks: IndexChunkStart[]): Promise<{terms: string[]; results: PagefindResult[]}> {
  const search = async (query: string) => {
    await Promise.all(extensionChunkWords(query.split(' '), chunks).map((word) => loadChunkOf(pagefind, word)));
    return (await pagefind.search(query, {segmented: true}))?.results ?? [];
  };
  const terms = await spelledAsIndexed(queryTerms, search, vocabulary);
  const titled = titledPage(terms, pages);
  if (titled) {
    const ranked = await rankPages(search, titled.topic, new Set());
    return {terms, results: [...ranked.filter((result) => result.id === titled.id), ...ranked.filter((result) => result.id !== titled.id)]};
  }
  const ranked = await rankPages(search, terms, pagesNamed(terms, pages, indexWords));
  if (!comparison || terms.length < 2) return {terms, results: ranked};
  // A comparison ("gin or go-restful", gin 还是 go-restful) comes first on the page that says it compares them.
  const compares = new Set((await search([...terms, comparisonMarker].join(' '))).map((result) => result.id));
  return {terms, results: [...ranked.filter((result) => compares.has(result.id)), ...ranked.filter((result) => !compares.has(result.id))]};
}

/** A title's words, lower-cased, as a query's words are compared with them. */
const titleWords = (title: string) => title.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Words that ask for a part of the site's contents ("configuration docs index", 配置 章节 目录, "where to start") rather than name a topic. */
const contentsWords = new Set('index contents toc chapter chapters section sections docs documentation pages start begin 目录 章节 索引 文档 页面 开始 入门'.split(' '));

/**
 * A query of a page's title and words asking for contents ("configuration docs index",
 * 配置 章节 目录, "mongodb docs") names that page. It matters for a part's index page, whose
 * text is links to other pages and which ranks low on words alone. The title's words are
 * what is searched. A query of contents words alone ("docs index", 文档目录 从哪开始) names the
 * docs' home, whose title is the site's name and such a word ("mcube documentation").
 */
export function titledPage(terms: string[], pages: PageTitles): {id: string; topic: string[]} | undefined {
  const topic = terms.filter((term) => !contentsWords.has(term));
  if (topic.length === terms.length) return undefined;
  const key = (list: string[]) => [...new Set(list)].sort().join(' ');
  const named =
    topic.length > 0 ? (title: string) => key(titleWords(title)) === key(topic) : (title: string) => titleWords(title).every((word) => word === siteName || contentsWords.has(word));
  const id = Object.keys(pages).find((page) => named(pages[page][1]));
  return id === undefined ? undefined : {id, topic: topic.length > 0 ? topic : terms};
}

/**
 * The pages whose title the query names: every word of the title (cut as a query is, the
 * site's name left out) is a word of the query or starts with one (`jobs`: job). A title of
 * contents words alone (the docs' home, "mcube documentation") is `titledPage`'s.
 */
export function pagesNamed(terms: string[], pages: PageTitles, indexWords: Set<string>): Set<string> {
  const wordsOf = (title: string) => (indexWords.size > 0 ? searchTerms(title, indexWords) : titleWords(title).filter((word) => !questionWords.has(word)));
  const inQuery = (word: string) => terms.some((term) => term === word || (term.length >= 3 && word.startsWith(term)));
  const named = Object.keys(pages).filter((id) => {
    const words = wordsOf(pages[id][1]).filter((word) => word !== siteName);
    return words.some((word) => !contentsWords.has(word)) && words.every(inQuery);
  });
  return new Set(named);
}

/** Pages with every word, then pages with some of them, as described above `everyWordFactor`; a page the query names (`named`) counts `namedTitleFactor` times. */
async function rankPages(search: (query: string) => Promise<PagefindResult[]>, terms: string[], named: Set<string>): Promise<PagefindResult[]> {
  const all = await search(terms.join(' '));
  if (terms.length < 2) return all;
  const chinese = terms.some((term) => /\p{Script=Han}/u.test(term));
  const perTerm = await Promise.all(terms.map(search));
  const partial = new Map<string, {result: PagefindResult; score: number}>();
  const wordsHeld = new Map<string, number>();
  for (const found of perTerm) {
    for (const result of found) {
      partial.set(result.id, {result, score: (partial.get(result.id)?.score ?? 0) + result.score});
      wordsHeld.set(result.id, (wordsHeld.get(result.id) ?? 0) + 1);
    }
  }
  if (!chinese) for (const [id, entry] of partial) entry.score *= ((wordsHeld.get(id) ?? 0) / terms.length) ** shareExponent;
  const phrase = phraseShares(terms, perTerm);
  const weighed = (id: string, score: number) => score * (1 + phraseWeight * (phrase.get(id) ?? 0)) * (named.has(id) ? namedTitleFactor : 1);
  const everyWord = new Set(all.map((result) => result.id));
  const rank = ({result, score}: {result: PagefindResult; score: number}) => weighed(result.id, everyWord.has(result.id) ? score * everyWordFactor : score);
  const byScore = (entries: {result: PagefindResult; score: number}[]) => entries.sort((a, b) => rank(b) - rank(a)).map((entry) => entry.result);
  if (chinese) return byScore([...partial.values()]);
  const pagesWithEveryWord = all.map((result) => ({result, score: result.score})).sort((a, b) => weighed(b.result.id, b.score) - weighed(a.result.id, a.score));
  return [...pagesWithEveryWord.map((entry) => entry.result), ...byScore([...partial.values()].filter((entry) => !everyWord.has(entry.result.id)))];
}

/**
 * Words that load the index chunks that may hold words starting with one of `terms`. Pagefind
 * matches a word's extensions (gin: ginframework, 文档: 文档swagger) in every chunk loaded so
 * far but loads only the chunk whose bounds hold the word itself, so without these a query's
 * ranking would depend on what was searched before on the page. A chunk may hold words that
 * start with a term when it starts at or before them and the next chunk starts after the
 * term. A word of one or two letters (or one Chinese character) is left as Pagefind loads it:
 * it is a word being typed, whose longer words fill up to 6 of the 59 chunks of a language
 * (r: 5), and loading them would put a first search of `redis` 23 KiB over its 150 KiB.
 */
export function extensionChunkWords(terms: string[], chunks: IndexChunkStart[]): string[] {
  const extended = terms.filter((term) => [...term].length >= (/\p{Script=Han}/u.test(term) ? 2 : 3));
  const mayHoldExtension = (term: string, index: number) => chunks[index][0].slice(0, term.length) <= term && (index + 1 === chunks.length || term < chunks[index + 1][0]);
  return [...new Set(extended.flatMap((term) => chunks.flatMap(([, word], index) => (mayHoldExtension(term, index) ? [word] : []))))];
}

/** The index chunks loaded or loading, by the word that loads each (`extensionChunkWords`): each is asked for once. */
const chunkLoads = new Map<string, Promise<void>>();
function loadChunkOf(pagefind: Pagefind, word: string): Promise<void> {
  let load = chunkLoads.get(word);
  if (!load) {
    load = pagefind.preload(word, {segmented: true});
    chunkLoads.set(word, load);
    load.catch(() => chunkLoads.delete(word));
  }
  return load;
}

/** Words that make a query a comparison: "gin or go-restful", "difference between", 区别, 还是. */
const comparisonWords = new Set('vs versus or difference differences compare comparison choose pick'.split(' '));
export function isComparison(query: string): boolean {
  const lower = query.toLowerCase();
  return /区别|还是|对比|比较|不同|选哪|哪个好|怎么选/.test(lower) || lower.split(/[^\p{L}\p{N}-]+/u).some((word) => comparisonWords.has(word));
}

/**
 * A word of five letters or more that is in no title or heading and that fewer pages hold than
 * the title word one letter away from it (a letter missing, extra, wrong or two swapped), or
 * from its start while it is being typed ("swage" → "swagger"), is searched as that word:
 * "swager" is on one page (in an old field, SwagerDocs), "swagger" on the page about it.
 * Pagefind matches words and their beginnings, not misspellings.
 */
async function spelledAsIndexed(terms: string[], search: (query: string) => Promise<PagefindResult[]>, vocabulary: Map<string, number>): Promise<string[]> {
  return Promise.all(
    terms.map(async (term) => {
      const nearest = /^[a-z]{5,}$/.test(term) && !vocabulary.has(term) ? nearestWord(term, vocabulary) : undefined;
      if (!nearest) return term;
      const [typed, corrected] = await Promise.all([search(term), search(nearest)]);
      return typed.length < corrected.length ? nearest : term;
    }),
  );
}

/** The vocabulary's word one edit away from `word`, whole before a word's beginning, then the most common. */
export function nearestWord(word: string, vocabulary: Map<string, number>): string | undefined {
  let nearest: {candidate: string; whole: boolean; count: number} | undefined;
  for (const [candidate, count] of vocabulary) {
    const whole = oneEditApart(word, candidate);
    if (!whole && !(candidate.length > word.length && oneEditApart(word, candidate.slice(0, word.length)))) continue;
    if (!nearest || (whole && !nearest.whole) || (whole === nearest.whole && count > nearest.count)) nearest = {candidate, whole, count};
  }
  return nearest?.candidate;
}

/** Whether two different words are one letter apart: one inserted, deleted or replaced, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  const [restA, restB] = [a.slice(start), b.slice(start)];
  return (
    restA.slice(1) === restB.slice(1) || restA.slice(1) === restB || restA === restB.slice(1) || (restA.length > 1 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
  );
}

/** The words in Latin letters of the titles and headings, with how many titles and headings hold each. */
export function titleVocabulary(pages: PageTitles): Map<string, number> {
  const vocabulary = new Map<string, number>();
  const texts = Object.values(pages).flatMap(([, title, headings]) => [title, ...headings.flatMap(([, , text]) => (text ? [text] : []))]);
  for (const text of texts) {
    for (const word of new Set(text.toLowerCase().match(/[a-z]{5,}/g))) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  }
  return vocabulary;
}

/**
 * Per page: the share of the query's neighbouring words (1st–2nd, 2nd–3rd, …) that stand side
 * by side in its text. Only pairs of words in Latin letters count (identifiers, messages,
 * "http port"): a Chinese question orders its words its own way, not as the page does.
 */
function phraseShares(terms: string[], perTerm: PagefindResult[][]): Map<string, number> {
  const positions = perTerm.map((found) => new Map(found.map((result) => [result.id, new Set(result.words)])));
  const pairs = terms.slice(1).flatMap((term, index) => (/\p{Script=Han}/u.test(term) || /\p{Script=Han}/u.test(terms[index]) ? [] : [index]));
  const shares = new Map<string, number>();
  if (!pairs.length) return shares;
  for (const id of new Set(positions.flatMap((found) => [...found.keys()]))) {
    const neighbours = pairs.filter((index) => {
      const next = positions[index + 1].get(id);
      // The parts of one identifier (APP_NAME: app, name) share its position in the index.
      return next && [...(positions[index].get(id) ?? [])].some((word) => next.has(word + 1) || next.has(word));
    }).length;
    if (neighbours > 0) shares.set(id, neighbours / pairs.length);
  }
  return shares;
}

function toHit(result: PagefindResult, titles: PageTitles, siteRoot: string, query: string): SearchHit {
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
  // A key's row (`app-name` under the heading `app`, "[app]") is named by its heading and key: "[app] name".
  let heading = {id: '', text: ''};
  const named = headings.map(([, id, text]) => {
    if (text !== undefined) heading = {id, text};
    return {id, title: text ?? `${heading.text} ${id.slice(heading.id.length + 1)}`, row: text === undefined};
  });
  // The row of the environment variable searched for (APP_NAME: app-name) comes first, even
  // where the index holds the name as two common words (the Chinese index: app, name).
  const sections = named
    .map(({id, title, row}, order) => ({section: {id, title, url: `${url}#${id}`}, count: row && namesKeyRow(query, id) ? Infinity : matches[order], order}))
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

/**
 * What a search result row shows before its page's text arrives: for each page of the index,
 * its address, title and section headings, one small JSON per index language
 * (build/pagefind/titles.<language>.json, ~10 KB compressed), fetched with the engine. A
 * result then needs no page fragment to be listed: the fragment (the page's text, 5–12 KB)
 * is fetched only for its excerpt (src/search/engine.ts).
 *
 * For Chinese, the same file carries the index's words of two or more characters (~2,000,
 * ~5 KB compressed): the engine cuts a query into the words Pagefind cut the pages into.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {basename, join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {listFiles} from '../src/node/files';
import {cutChinese, longestChineseWord, type IndexChunkStart, type PageTitles, type SearchTitles, type TitleHeading} from '../src/search/engine';

interface Fragment {
  url: string;
  meta: {title?: string};
  anchors: {element: string; id: string; text?: string; location: number}[];
}

/** Pagefind's files: gzip of its 12-byte signature followed by the data. */
const readPagefindFile = (file: string) => gunzipSync(readFileSync(file)).subarray('pagefind_dcd'.length);

/** A fragment file: JSON. */
const readFragment = (file: string): Fragment => JSON.parse(readPagefindFile(file).toString('utf8'));

/** An index chunk: CBOR whose first field lists the chunk's words, each first in its entry. */
type IndexChunk = [words: [word: string, ...rest: unknown[]][], ...rest: unknown[]];

/**
 * The Chinese words of two to `longestChineseWord` characters in a language's index chunks
 * (a longer one is a run of a meta field, which no query is cut into). Pagefind cuts
 * Chinese text with its own dictionary when it indexes, and its browser module would cut a
 * query again with the browser's, which cuts differently (端口号 → 端 口号, 校验 → 校 验 in
 * Chromium): a query cut into these words finds what the pages hold.
 */
async function chineseWordsOf(pagefindDir: string, language: string): Promise<string> {
  // cborg is published as an ES module only.
  const {decode} = await import('cborg');
  const words = new Set<string>();
  for (const file of listFiles(join(pagefindDir, 'index'), /\.pf_index$/)) {
    if (!basename(file).startsWith(`${language}_`)) continue;
    const [entries] = decode(readPagefindFile(file)) as IndexChunk;
    for (const [word] of entries) if (/^\p{Script=Han}{2,}$/u.test(word) && word.length <= longestChineseWord) words.add(word);
  }
  if (words.size === 0) throw new Error(`search titles: no Chinese word in the ${language} index`);
  // A word that is other words end to end (过期时间: 过期 时间) is never one the engine cuts
  // a query into, since it prefers more words (cutChinese): left out.
  const needed = [...words].filter((word) => {
    words.delete(word);
    const cutWithoutIt = cutChinese(word, words);
    words.add(word);
    return cutWithoutIt.some((part) => part.length === 1);
  });
  return needed.sort().join(' ');
}

/** A language's meta file: Pagefind's version, its pages, then its index chunks as [first word, last word, file], each word cut to the letters that set it apart from the neighbouring chunk's. */
type IndexMeta = [version: string, pages: unknown[], chunks: [from: string, to: string, hash: string][], ...rest: unknown[]];

/** Characters Pagefind's browser module drops from a query (its search()): a word holding one would load another chunk. */
const droppedFromQueries = /[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}\s]/u;

/**
 * A language's index chunks: where each starts, and a word it holds that a search loads it
 * with. Pagefind loads, per query word, the one chunk whose bounds hold it, then matches
 * the word's extensions (gin: ginframework) in every chunk loaded so far; those in the next
 * chunk count only after another search loaded it. The engine loads them first, so a query
 * ranks the same whatever was searched before (src/search/engine.ts, `extensionChunkWords`).
 */
async function chunksOf(pagefindDir: string, language: string): Promise<IndexChunkStart[]> {
  const {decode} = await import('cborg');
  const metaFile = listFiles(pagefindDir, /\.pf_meta$/).find((file) => basename(file).startsWith(`pagefind.${language}_`));
  if (!metaFile) throw new Error(`search titles: no meta file for ${language}`);
  const [, , chunks] = decode(readPagefindFile(metaFile)) as IndexMeta;
  if (!Array.isArray(chunks) || !chunks.every((chunk) => Array.isArray(chunk) && chunk.length === 3 && chunk.every((field) => typeof field === 'string'))) {
    throw new Error(`search titles: ${basename(metaFile)} no longer lists the index chunks third; see UPGRADING.md (search)`);
  }
  return chunks.map(([from, to, hash]) => {
    const [entries] = decode(readPagefindFile(join(pagefindDir, 'index', `${hash}.pf_index`))) as IndexChunk;
    // Pagefind loads, for a word, the chunk whose cut bounds hold it.
    const word = entries.map(([entry]) => entry).find((entry) => !droppedFromQueries.test(entry) && entry >= from && entry <= to);
    if (!word) throw new Error(`search titles: chunk ${hash} holds no word a query keeps`);
    return [from, word];
  });
}

/** Languages whose text Pagefind cuts into words with a dictionary (its needsWordSegmentation). */
const segmentedLanguage = (language: string) => /^zh\b/.test(language);

/**
 * The headings Pagefind makes sections of (its calculate_sub_results): h1–h6 with some text.
 * A table row with an id (one per key on the configuration reference, `app-name` under the
 * heading `app`) is a section of its own, so a result for APP_NAME links to the key's row,
 * not to the top of its section.
 */
function headingsOf(fragment: Fragment): TitleHeading[] {
  const sections: TitleHeading[] = [];
  let heading: {id: string; text: string} | undefined;
  for (const anchor of [...fragment.anchors].sort((a, b) => a.location - b.location)) {
    const text = anchor.text?.trim();
    if (/^h\d$/i.test(anchor.element) && text) {
      heading = {id: anchor.id, text};
      sections.push([anchor.location, anchor.id, text]);
    } else if (anchor.element === 'tr' && heading && anchor.id.startsWith(`${heading.id}-`)) {
      // Its name is made in the browser from the heading's (src/search/engine.ts): 2 KB less.
      sections.push([anchor.location, anchor.id]);
    }
  }
  return sections;
}

/** Writes titles.<language>.json beside the index for each of its languages; returns their names. */
export async function writeSearchTitles(buildDir: string): Promise<string[]> {
  const pagefindDir = join(buildDir, 'pagefind');
  const {languages} = JSON.parse(readFileSync(join(pagefindDir, 'pagefind-entry.json'), 'utf8')) as {languages: Record<string, unknown>};
  const byLanguage = new Map<string, PageTitles>(Object.keys(languages).map((language) => [language, {}]));
  for (const file of listFiles(join(pagefindDir, 'fragment'), /\.pf_fragment$/)) {
    const id = basename(file, '.pf_fragment');
    // A page id is its index language, an underscore and a hash.
    const titles = byLanguage.get(id.slice(0, id.lastIndexOf('_')));
    if (!titles) throw new Error(`search titles: ${id} belongs to no language of pagefind-entry.json`);
    const fragment = readFragment(file);
    titles[id] = [fragment.url, fragment.meta.title ?? fragment.url, headingsOf(fragment)];
  }
  const names: string[] = [];
  for (const [language, pages] of byLanguage) {
    const name = `titles.${language}.json`;
    const chunks = await chunksOf(pagefindDir, language);
    const titles: SearchTitles = segmentedLanguage(language) ? {pages, chunks, words: await chineseWordsOf(pagefindDir, language)} : {pages, chunks};
    writeFileSync(join(pagefindDir, name), JSON.stringify(titles));
    names.push(name);
  }
  return names;
}

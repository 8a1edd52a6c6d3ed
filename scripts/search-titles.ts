/**
 * What a search result row shows before its page's text arrives: for each page of the index,
 * its address, title and section headings, one small JSON per index language
 * (build/pagefind/titles.<language>.json, ~10 KB compressed), fetched with the engine. A
 * result then needs no page fragment to be listed: the fragment (the page's text, 5–12 KB)
 * is fetched only for its excerpt (src/search/engine.ts).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {basename, join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {listFiles} from '../src/node/files';

/** A heading: the word position it starts at (Pagefind's count), its anchor and its text. */
export type TitleHeading = [location: number, id: string, text: string];
/** Per Pagefind page id: the page's address as indexed, its title and its headings in order. */
export type PageTitles = Record<string, [url: string, title: string, headings: TitleHeading[]]>;

interface Fragment {
  url: string;
  meta: {title?: string};
  anchors: {element: string; id: string; text?: string; location: number}[];
}

/** A fragment file: gzip of Pagefind's signature followed by the JSON. */
const readFragment = (file: string): Fragment => JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').replace(/^pagefind_dcd/, ''));

/**
 * The headings Pagefind makes sections of (its calculate_sub_results): h1–h6 with some text.
 */
const headingsOf = (fragment: Fragment): TitleHeading[] =>
  fragment.anchors
    .filter((anchor) => /^h\d$/i.test(anchor.element) && anchor.text && /\S/.test(anchor.text))
    .sort((a, b) => a.location - b.location)
    .map((anchor) => [anchor.location, anchor.id, anchor.text!.trim()]);

/** Writes titles.<language>.json beside the index for each of its languages; returns their names. */
export function writeSearchTitles(buildDir: string): string[] {
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
  return [...byLanguage].map(([language, titles]) => {
    const name = `titles.${language}.json`;
    writeFileSync(join(pagefindDir, name), JSON.stringify(titles));
    return name;
  });
}

import {dirname, relative, resolve} from 'node:path';
import facts from '../../facts/mcube-v2.1.10.json';
import {SITE_URL} from '../site-constants';
import {listMarkdown} from '../node/files';
import {docsDir, type Locale} from '../node/locales';
import {parseMarkdown} from '../node/markdown';
import {tomlLiteral, type StarterData, type StarterKey} from '../start/generate';
import type {LoadContext, Plugin} from '@docusaurus/types';

type FactKey = Omit<StarterKey, 'note'>;

/** The public URL of a link in a doc page: a comment in a TOML file cannot follow "#pitfalls". */
function linkUrl(target: string, file: string, locale: Locale): string {
  if (/^https?:/.test(target)) return target;
  const root = `${SITE_URL}${locale === 'en' ? '' : `/${locale}`}`;
  if (target.startsWith('/')) return `${root}${target}`;
  const [path, hash] = target.split('#');
  const page = relative(docsDir(locale), path ? resolve(dirname(file), path) : file).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `${root}/docs/${page}${page ? '/' : ''}${hash ? `#${hash}` : ''}`;
}

/** A Meaning cell as plain text; a link keeps its text and gives its URL in angle brackets. */
const plain = (cell: string, file: string, locale: Locale): string =>
  cell
    .replace(/\[([^\]]*)\]\(([^)]*)\)/g, (_, text: string, target: string) => `${text} <${linkUrl(target, file, locale)}>`)
    .replace(/\*\*|`/g, '')
    // A space between the URL and the Chinese after it.
    .replace(/>(?=[\u4e00-\u9fff])/g, '> ')
    .trim();

/**
 * The key tables of a language's docs (the tables the content checks compare with the facts)
 * as section → key → [the whole Meaning cell, Default cell]: its later sentences often limit what
 * the key does ("Only token works in v2.1.10"). A section documented on several pages keeps its
 * first table.
 */
function keyTables(locale: Locale): Record<string, Record<string, [string, string]>> {
  const tables: Record<string, Record<string, [string, string]>> = {};
  for (const file of listMarkdown(docsDir(locale))) {
    for (const table of parseMarkdown(file, locale).tables) {
      const section = /`\[([\w.]+)\]`/.exec(table.heading?.text ?? '')?.[1];
      if (!section || table.header.length !== 5 || tables[section]) continue;
      tables[section] = Object.fromEntries(table.rows.map(({cells}) => [plain(cells[0], file, locale), [plain(cells[4], file, locale), plain(cells[3], file, locale)]]));
    }
  }
  return tables;
}

/**
 * What the project starter needs of facts/mcube-v2.1.10.json (every section with keys: key,
 * env, type, default), with each key's note (its Meaning cell) in the language, and the docs' Default
 * cell where the default is computed at start-up.
 */
export function starterData(locale: Locale): StarterData {
  const tables = keyTables(locale);
  const sections = Object.entries(facts.sections as Record<string, {keys: FactKey[]}>)
    .filter(([, section]) => section.keys.length)
    .map(([name, section]) => [
      name,
      section.keys.map(({key, env, type, default: value}): StarterKey => {
        const [note, docDefault] = tables[name]?.[key] ?? ['', value];
        return {key, env, type, default: tomlLiteral({type, default: value}) === undefined ? docDefault : value, note};
      }),
    ]);
  return {tag: facts.tag, sections: Object.fromEntries(sections)};
}

/**
 * `import data from '@start-data'` gives the project starter (src/pages/start.tsx) the
 * starter data of the language being built, as a JSON module in that page's chunk only.
 */
export default function startData(context: LoadContext): Plugin {
  let dataPath = '';
  return {
    name: 'start-data',
    async contentLoaded({actions}) {
      dataPath = await actions.createData('start-data.json', JSON.stringify(starterData(context.i18n.currentLocale as Locale)));
    },
    configureWebpack: () => ({resolve: {alias: {'@start-data$': dataPath}}}),
  };
}

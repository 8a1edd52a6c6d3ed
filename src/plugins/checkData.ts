import {relative} from 'node:path';
import facts from '../../facts/mcube-v2.1.10.json';
import history from '../../facts/history.json';
import {HistoryReader, type History} from '../check/history';
import type {CheckData, CurrentKey, Kind} from '../check/data';
import {docsDir, type Locale} from '../node/locales';
import {topicTables} from '../markdown/topicKeyTables';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The release from which mcube loads env variables after the file, so a variable wins over the
 * file's key: ioc/store.go LoadConfig reads the files first and the environment last since
 * v2.1.0; v2.0.x read the environment first and let the file override it.
 */
const envWinsSince = 'v2.1.0';

/** How mcube's loader (mapstructure, weakly typed) treats a Go type of the facts. */
function kindOf(type: string): Kind {
  const kinds: [RegExp, Kind][] = [
    [/^time\.Duration$/, 'd'],
    [/^\*?bool$/, 'b'],
    [/^(int|int64|.*\(int\))$/, 'i'],
    [/^float64$/, 'f'],
    [/^\[\]string$/, 'S'],
    [/^\[\]float64$/, 'F'],
    [/^map\[/, 'm'],
    [/^(string|.*\(string\))$/, 's'],
  ];
  const kind = kinds.find(([pattern]) => pattern.test(type))?.[1];
  if (!kind) throw new Error(`config check: no kind for the Go type ${type} (src/plugins/checkData.ts)`);
  return kind;
}

/** What the config check needs of facts/: v2.1.10's keys, and every section's and key's history. */
export function checkData(locale: Locale): CheckData {
  const reader = new HistoryReader(history as unknown as History, facts);
  const tables = topicTables(locale).tables;
  // A default computed at run time is shown as the topic page's Default cell says it, in the page's language.
  const shownDefault = (section: string, key: {key: string; default: string; static?: boolean}) =>
    key.static === false ? (tables[section]?.defaults[key.key]?.replace(/`/g, '') ?? key.default) : key.default;
  const sections = Object.fromEntries(
    Object.entries(facts.sections).map(([name, section]) => [
      name,
      section.keys.map((key): CurrentKey => [key.key, key.env ?? '', kindOf(key.type), shownDefault(name, key)]),
    ]),
  );
  const topics = Object.fromEntries(
    Object.entries(tables).map(([section, table]) => [
      section,
      `/docs/${relative(docsDir(locale), table.file).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}/#${table.anchor}`,
    ]),
  );
  return {tag: facts.tag, releases: history.releases, envWinsSince, sections, sectionNames: reader.sectionNames(), keys: reader.keys(), topics};
}

/**
 * `import data from '@check-data'` gives the config check (src/pages/check.tsx) its data in the
 * language being built, as a JSON module in that page's chunk only.
 */
export default function checkDataPlugin(context: LoadContext): Plugin {
  let dataPath = '';
  return {
    name: 'check-data',
    async contentLoaded({actions}) {
      dataPath = await actions.createData('check-data.json', JSON.stringify(checkData(context.i18n.currentLocale as Locale)));
    },
    configureWebpack: () => ({resolve: {alias: {'@check-data$': dataPath}}}),
  };
}

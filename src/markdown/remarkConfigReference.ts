/**
 * The configuration reference (docs/framework/reference/config.md): the leaf directive
 * `::config-reference` becomes an index of the sections, then one heading and one table per
 * section of facts/mcube-<release>.json, under a link to the topic page's key table that explains it.
 * Built into the page's own HTML, so the table needs no script and no other page loads it.
 *
 * Ids: a section's heading `app`, `log-console`; a key's row `app-name`; an env variable's
 * cell `APP_NAME`. The table's text is indexed at a low weight (data-pagefind-weight), so a
 * topic page that explains a key stays first in search.
 */
import facts from '../../facts/mcube-v2.1.10.json';
import history from '../../facts/history.json';
import {keyMarks, outOfLineWith} from './keyMarks';
import {topicTables, linkBetween, type Topics} from './topicKeyTables';
import {cellContent, findDirective, referenceWeight, type Node} from './mdast';

type Locale = 'en' | 'zh-Hans';
type FactKey = {key: string; env?: string | null; type: string; default: string; static?: boolean};
type Dated = {since: string; changes?: {release: string; fact: string; from: string}[]};

const texts = {
  en: {
    columns: ['TOML key', 'Env variable', 'Type', 'Default', 'History'],
    sections: 'Sections:',
    explainedIn: 'Explained in',
    sectionSince: (release: string) => `Section since ${release}.`,
    renamedFrom: (release: string, from: string) => `Section since ${release}, before it [${from}].`,
    alsoIn: (tags: string[]) => ` ${tags.join(', ')} has it too.`,
    noKeys: 'This section has no keys; its object is configured in code. See',
    sentenceGap: ' ',
    markSeparator: '; ',
  },
  'zh-Hans': {
    columns: ['TOML 配置项', '环境变量', '类型', '默认值', '历史'],
    sections: '配置段：',
    explainedIn: '详见',
    sectionSince: (release: string) => `该配置段 ${release} 起提供。`,
    renamedFrom: (release: string, from: string) => `该配置段 ${release} 起提供，之前为 [${from}]。`,
    alsoIn: (tags: string[]) => `${tags.join('、')} 也有。`,
    noKeys: '该配置段没有配置项，对象在代码中配置。见',
    // Chinese sentences follow one another with no space after 。
    sentenceGap: '',
    markSeparator: '；',
  },
};

const sectionId = (section: string) => section.replace(/\./g, '-');
const text = (value: string): Node => ({type: 'text', value});
const code = (value: string, id?: string): Node => ({type: 'inlineCode', value, ...(id ? {data: {hProperties: {id}}} : {})});
const link = (url: string, label: string): Node => ({type: 'link', url, children: [text(label)]});
/** A cell with its column's name, shown before the value where the row is laid out as a line (custom.css). */
const cell = (children: Node[], label?: string): Node => ({type: 'tableCell', children, ...(label ? {data: {hProperties: {'data-label': label}}} : {})});
/** A page title starting with Latin or code is set off by a space from Chinese before it. */
const spaced = (locale: Locale, before: string, title: string) => (locale === 'en' || /^[\w`]/.test(title) ? `${before} ` : before);

/** The first screen: every section, one link each, since the page has no table of contents beside it. */
function sectionIndex(sections: string[], locale: Locale): Node {
  const links = sections.flatMap((section, index): Node[] => [...(index ? [text(' · ')] : []), {type: 'link', url: `#${sectionId(section)}`, children: [code(`[${section}]`)]}]);
  return {type: 'paragraph', children: [{type: 'strong', children: [text(texts[locale].sections)]}, ...(locale === 'en' ? [text(' ')] : []), ...links]};
}

/**
 * One section: its heading, where its keys are explained (one topic table holds them all) and a
 * row per key. A row is the key's line (key, env variable, type, default), then its history.
 * `envAnchors` holds the env variables that have an id already: two keys may share one
 * (`METRIC_ENABLE`), the first gets it.
 */
function sectionNodes(section: string, keys: FactKey[], objects: string[], file: string, topics: Topics, locale: Locale, envAnchors: Set<string>): Node[] {
  const t = texts[locale];
  const heading: Node = {type: 'heading', depth: 2, children: [code(`[${section}]`)], data: {hProperties: {id: sectionId(section), ...referenceWeight}}};
  // A section's history follows its name: a renamed one says its name before.
  const dated = (history.sections as Record<string, Dated>)[section];
  const renamed = dated?.changes?.find((change) => change.fact === 'section' && change.release === dated.since);
  const sinceText = renamed ? t.renamedFrom(dated.since, renamed.from) : t.sectionSince(dated?.since);
  const also = dated ? outOfLineWith(dated.since) : [];
  // One text node before the link: React would put a comment between two (a Markdown twin shows it).
  const intro = dated && dated.since !== history.releases[0] ? sinceText + (also.length ? t.alsoIn(also) : '') + t.sentenceGap : '';
  const end = text(locale === 'en' ? '.' : '。');
  if (keys.length === 0) {
    const page = topics.pages.find((candidate) => objects.some((object) => candidate.text.includes(`"${object}"`)));
    if (!page) throw new Error(`config reference: no page names ${objects.join(', ')}, the object of [${section}]`);
    return [heading, {type: 'paragraph', children: [text(intro + spaced(locale, t.noKeys, page.title)), link(linkBetween(file, page.file), page.title), end]}];
  }
  const topic = topics.tables[section];
  if (!topic) throw new Error(`config reference: no page has the key table of [${section}] in ${locale}`);
  const explained: Node = {type: 'paragraph', children: [text(intro + spaced(locale, t.explainedIn, topic.title)), link(linkBetween(file, topic.file, topic.anchor), topic.title), end]};
  const rows = keys.map((key): Node => {
    const documented = topic.defaults[key.key];
    if (documented === undefined) throw new Error(`config reference: ${topic.file} has no row for ${section}.${key.key}`);
    // A default computed at start-up is the topic page's words; a literal one is the data file's.
    const defaultCell = key.static === false ? cellContent(documented) : [code(key.default)];
    const marks = keyMarks(section, key.key, locale);
    return {
      type: 'tableRow',
      data: {hProperties: {id: `${sectionId(section)}-${key.key}`}},
      children: [
        cell([code(key.key)]),
        cell(key.env ? [code(key.env, envAnchors.has(key.env) ? undefined : envAnchors.add(key.env) && key.env)] : [text('—')], t.columns[1]),
        cell([code(key.type)], t.columns[2]),
        cell(defaultCell, t.columns[3]),
        // No history leaves the cell empty, and the row without a second line.
        cell(marks.length ? [text(marks.join(t.markSeparator))] : []),
      ],
    };
  });
  const header: Node = {type: 'tableRow', children: t.columns.map((column) => cell([text(column)]))};
  // mdast-util-to-hast renders as many cells per row as `align` has entries.
  // Its height before it is drawn (custom.css): a line per key, half a line more for each history.
  const lines = keys.length + keys.filter((key) => keyMarks(section, key.key, locale).length).length / 2;
  const table: Node = {type: 'table', align: t.columns.map(() => null), children: [header, ...rows], data: {hProperties: {...referenceWeight, className: ['key-table', 'reference-table'], style: `--key-lines: ${lines}`}}};
  return [heading, explained, table];
}

export default function remarkConfigReference(this: unknown, ...settings: unknown[]) {
  const {locale} = settings[0] as {locale: Locale};
  return (tree: Node, vfile: {path: string}) => {
    const found = findDirective(tree, 'config-reference');
    if (!found) return;
    const topics = topicTables(locale);
    const sections = Object.entries(facts.sections as Record<string, {objects: string[]; keys: FactKey[]}>);
    const envAnchors = new Set<string>();
    const nodes = [sectionIndex(sections.map(([section]) => section), locale), ...sections.flatMap(([section, {objects, keys}]) => sectionNodes(section, keys, objects, vfile.path, topics, locale, envAnchors))];
    // Every id on the page once: sections, rows and env variables share one namespace.
    const ids = nodes.flatMap(function collect(node: Node): string[] {
      const id = (node.data?.hProperties as {id?: string} | undefined)?.id;
      return [...(id ? [id] : []), ...(node.children ?? []).flatMap(collect)];
    });
    const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (twice.length) throw new Error(`config reference: ids used twice: ${twice.join(', ')}`);
    found.parent.children!.splice(found.index, 1, ...nodes);
  };
}

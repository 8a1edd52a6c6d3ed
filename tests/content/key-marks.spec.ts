/**
 * Key tables carry each key's history from facts/history.json: "since vX.Y.Z" for a key newer
 * than the first v2 release, and the default before its last change. The marks are added at
 * build time by src/markdown/remarkKeyTableMarks.ts; this runs it on every page and checks
 * each key-table row against the history file.
 */
import {test, expect} from '@playwright/test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import history from '../../facts/history.json';
import facts from '../../facts/mcube-v2.1.10.json';
import remarkKeyTableMarks from '../../src/markdown/remarkKeyTableMarks';
import {loadSiteMarkdown} from '../../src/node/markdown';
import {readFileSync} from 'node:fs';

type Node = {type: string; value?: string; name?: string; children?: Node[]};
type Change = {release: string; fact: string; from: string; runTime?: boolean};
type Span = {from: string; until: string; in?: string};
type Dated = {since: string; last?: string; changes?: Change[]; absent?: Span[]};

const keys = history.keys as Record<string, Dated>;
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
const {docs} = loadSiteMarkdown();

/** The marks a row must end with, in the page's language, from the history file alone. */
function expectedMarks(id: string, locale: 'en' | 'zh-Hans'): string[] {
  const dated = keys[id];
  const en = locale === 'en';
  const marks: string[] = [];
  if (dated.since !== history.releases[0]) marks.push(en ? `since ${dated.since}` : `${dated.since} 起`);
  for (const gap of dated.absent ?? []) {
    const releases = gap.from === gap.until ? gap.from : `${gap.from}–${gap.until}`;
    if (gap.in) marks.push(en ? `in [${gap.in}] in ${releases}` : `${releases} 中在 [${gap.in}] 下`);
    else marks.push(en ? `not in ${releases}` : `${releases} 中没有`);
  }
  const sectionChanges = (dated.changes ?? []).filter((c) => c.fact === 'section');
  for (const c of sectionChanges) {
    if ((dated.absent ?? []).some((gap) => gap.in === c.from)) continue;
    marks.push(en ? `in [${c.from}] before ${c.release}` : `${c.release} 之前在 [${c.from}] 下`);
  }
  const env = (dated.changes ?? []).filter((c) => c.fact === 'env' && c.from !== 'none' && !sectionChanges.some((s) => s.release === c.release)).at(-1);
  if (env) marks.push(en ? `env variable before ${env.release}: ${env.from}` : `${env.release} 之前环境变量为 ${env.from}`);
  const change = dated.changes?.filter((c) => c.fact === 'default' && !c.runTime).at(-1);
  if (change) marks.push(en ? `default before ${change.release}: ${change.from}` : `${change.release} 之前默认值为 ${change.from}`);
  return marks;
}

/** Every key-table row of a page after the plugin ran: section, key and the marks it got. */
function markedRows(path: string, locale: 'en' | 'zh-Hans') {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(remarkKeyTableMarks, {locale});
  const tree = processor.runSync(processor.parse(readFileSync(path, 'utf8'))) as Node;
  const rows: {section: string; key: string; marks: string[]}[] = [];
  let section = '';
  const visit = (node: Node) => {
    if (node.type === 'heading') section = (node.children ?? []).find((c) => c.type === 'inlineCode' && /^\[.+\]$/.test(c.value ?? ''))?.value?.slice(1, -1) ?? '';
    if (node.type === 'table') {
      const [header, ...body] = node.children ?? [];
      if (section && ['Key', '配置项'].includes(textOf(header.children![0]))) {
        for (const row of body) {
          const cells = row.children ?? [];
          const marks = (cells.at(-1)?.children ?? []).filter((c) => c.type === 'mdxJsxTextElement' && c.name === 'small').map(textOf);
          rows.push({section, key: textOf(cells[0]).trim(), marks});
        }
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return rows;
}

test('every key-table row shows the release that added its key and its earlier default', () => {
  const problems: string[] = [];
  let rows = 0;
  let marked = 0;
  for (const file of docs) {
    for (const row of markedRows(file.path, file.locale)) {
      rows += 1;
      const id = `${row.section}.${row.key}`;
      if (!keys[id]) {
        problems.push(`${file.name}: ${id} is not in facts/history.json`);
        continue;
      }
      const expected = expectedMarks(id, file.locale);
      if (expected.length) marked += 1;
      if (row.marks.join(' | ') !== expected.join(' | ')) problems.push(`${file.name}: ${id} shows [${row.marks.join(' | ')}], history says [${expected.join(' | ')}]`);
    }
  }
  expect(problems).toEqual([]);
  // The tables document about 200 keys in each language, most of them newer than v2.0.0.
  // (Plain Markdown parsing is enough here: tables and headings are not MDX.)
  expect(rows).toBeGreaterThan(350);
  expect(marked).toBeGreaterThan(200);
});

test('the history covers every release up to the one the docs describe, and every key of it', () => {
  expect(history.releases.at(-1)).toBe(facts.tag);
  expect(history.releases[0]).toBe('v2.0.0');
  for (const [name, section] of Object.entries(facts.sections)) {
    for (const key of section.keys) {
      expect(keys[`${name}.${key.key}`], `${name}.${key.key}`).toBeDefined();
      expect(keys[`${name}.${key.key}`].last, `${name}.${key.key} is gone before ${facts.tag}`).toBeUndefined();
    }
  }
});

test('marks follow a key through a gap and a section rename', () => {
  // [trace] did not exist at v2.0.2 (its keys were in [app.trace]); [apidocs] was the section's name at v2.0.35;
  // [mongo] was [mongodb] before v2.0.12, and its env variables worked all along.
  expect(expectedMarks('trace.provider', 'en')).toContain('not in v2.0.2');
  expect(expectedMarks('apidoc.instance_name', 'en')).toContain('in [apidocs] in v2.0.35');
  expect(expectedMarks('mongo.endpoints', 'en')).toEqual(['in [mongodb] before v2.0.12']);
  expect(keys['mongo.endpoints'].since).toBe('v2.0.0');
});

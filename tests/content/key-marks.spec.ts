/**
 * Key tables carry each key's history from facts/history.json: "since vX.Y.Z" for a key newer
 * than the first v2 release, each earlier default, and what v2.0.92 (out of line) already has. The marks are added at
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
type Change = {release: string; fact: string; from: string; to: string; runTime?: boolean; objects?: string[]};
type Span = {from: string; until: string; in?: string};
type Dated = {since: string; last?: string; changes?: Change[]; absent?: Span[]};

const keys = history.keys as Record<string, Dated>;
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
const {docs} = loadSiteMarkdown();

const releases = history.releases;
const index = (release: string) => releases.indexOf(release);
// v2.0.92 is out of line: the commit of v2.1.5, so it has what v2.1.5 and the releases before it brought.
const twin = (tag: string) => (history.sameCommit as Record<string, string[]>)[tag].find((other) => releases.includes(other))!;
const outOfLine = Object.keys(history.outOfLine);
const numbered = (tag: string) => tag.slice(1).split('.').reduce((sum, part) => sum * 1000 + Number(part), 0);
const already = (release: string) => outOfLine.filter((tag) => numbered(tag) < numbered(release) && index(release) <= index(twin(tag)));

/** The marks a row must end with, in the page's language, from the history file alone. */
function expectedMarks(id: string, locale: 'en' | 'zh-Hans'): string[] {
  const dated = keys[id];
  const en = locale === 'en';
  const marks: string[] = [];
  const has = (release: string) => (already(release).length ? (en ? ` (${already(release).join(', ')} has it too)` : `（${already(release).join('、')} 也有）`) : '');
  const hasNew = (release: string) => (already(release).length ? (en ? ` (${already(release).join(', ')} has the new one)` : `（${already(release).join('、')} 已是新的）`) : '');
  if (dated.since !== releases[0]) marks.push((en ? `since ${dated.since}` : `${dated.since} 起`) + has(dated.since));
  for (const gap of dated.absent ?? []) {
    const span = gap.from === gap.until ? gap.from : `${gap.from}–${gap.until}`;
    if (gap.in) marks.push(en ? `in [${gap.in}] in ${span}` : `${span} 中在 [${gap.in}] 下`);
    else marks.push(en ? `not in ${span}` : `${span} 中没有`);
  }
  const sectionChanges = (dated.changes ?? []).filter((c) => c.fact === 'section');
  for (const c of sectionChanges) {
    if ((dated.absent ?? []).some((gap) => gap.in === c.from)) continue;
    marks.push((en ? `in [${c.from}] before ${c.release}` : `${c.release} 之前在 [${c.from}] 下`) + hasNew(c.release));
  }
  // An env name that is the new one with the old section's name in front is said by the section mark.
  const followsSection = (c: Change) => sectionChanges.some((s) => s.release === c.release && `${s.from.toUpperCase()}_${c.to.slice(s.to.length + 1)}` === c.from);
  const env = (dated.changes ?? []).filter((c) => c.fact === 'env' && c.from !== 'none' && !followsSection(c)).at(-1);
  if (env) marks.push((en ? `env variable before ${env.release}: ${env.from}` : `${env.release} 之前环境变量为 ${env.from}`) + hasNew(env.release));
  const defaults = (dated.changes ?? []).filter((c) => c.fact === 'default');
  defaults.forEach((c, i) => {
    if (/^[a-zA-Z_][\w.]*\(/.test(c.from) || /^[a-zA-Z_]\w*\.[A-Z]/.test(c.from)) return; // an expression, not a value
    const earlier = defaults.slice(0, i).filter((d) => !d.objects || !c.objects || d.objects.some((o) => c.objects!.includes(o))).at(-1);
    const until = releases[index(c.release) - 1];
    const range = earlier ? (earlier.release === until ? until : `${earlier.release}–${until}`) : '';
    const only = c.objects ? (en ? ` (only ${c.objects.map((o) => o.replace(`${history.module}/`, '')).join(', ')})` : `（仅 ${c.objects.map((o) => o.replace(`${history.module}/`, '')).join('、')}）`) : '';
    const mark = earlier ? (en ? `default in ${range}: ${c.from}` : `${range} 中默认值为 ${c.from}`) : en ? `default before ${c.release}: ${c.from}` : `${c.release} 之前默认值为 ${c.from}`;
    marks.push(mark + only + hasNew(c.release));
  });
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

test('marks say what a reader of the release out of line (v2.0.92, the commit of v2.1.5) has', () => {
  expect(expectedMarks('vault.address', 'en')).toEqual(['since v2.1.2 (v2.0.92 has it too)', 'default before v2.1.3: "http://127.0.0.1:8200" (v2.0.92 has the new one)']);
  // The [restful_cors] env variables were HTTP_CORS_* before v2.0.12, a name the section rename does not explain.
  expect(expectedMarks('restful_cors.enabled', 'en')).toContain('env variable before v2.0.12: HTTP_CORS_ENABLED');
  // Every default a range of releases had; the go-restful [apidoc] path alone changed in v2.0.10.
  expect(expectedMarks('mongo.database', 'en')).toEqual(['in [mongodb] before v2.0.12', 'default before v2.0.2: "mcube"', 'default in v2.0.2–v2.0.22: "app"']);
  expect(expectedMarks('apidoc.path', 'en')).toContain('default in v2.0.6–v2.0.9: "" (only ioc/apps/apidoc/restful)');
});

test('marks follow a key through a gap and a section rename', () => {
  // [trace] did not exist at v2.0.2 (its keys were in [app.trace]); [apidocs] was the section's name at v2.0.35;
  // [mongo] was [mongodb] before v2.0.12, and its env variables worked all along.
  expect(expectedMarks('trace.provider', 'en')).toContain('not in v2.0.2');
  expect(expectedMarks('apidoc.instance_name', 'en')).toContain('in [apidocs] in v2.0.35');
  expect(expectedMarks('mongo.endpoints', 'en')).toEqual(['in [mongodb] before v2.0.12']);
  expect(keys['mongo.endpoints'].since).toBe('v2.0.0');
});

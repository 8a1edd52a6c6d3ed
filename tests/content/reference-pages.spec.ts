/**
 * The generated reference pages: the configuration reference has a row for every key of the
 * facts with its ids and a link to the topic table of its section, in both languages; the
 * upgrade page's changes are the history file's (src/markdown/remarkConfigReference.ts and
 * remarkUpgradeChanges.ts, run here as the build runs them).
 */
import {test, expect} from '@playwright/test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import facts from '../../facts/mcube-v2.1.10.json';
import history from '../../facts/history.json';
import remarkConfigReference from '../../src/markdown/remarkConfigReference';
import remarkUpgradeChanges, {upgradeEvents} from '../../src/markdown/remarkUpgradeChanges';
import {docsDir, locales} from '../../scripts/site-model';
import type {Node} from '../../src/markdown/mdast';
import {englishPunctuationInChinese} from './chinese-punctuation';

function run(plugin: typeof remarkConfigReference, path: string, locale: string): Node {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(plugin, {locale});
  return processor.runSync(processor.parse(readFileSync(path, 'utf8')), {path} as never) as Node;
}
const all = (node: Node, type: string): Node[] => [...(node.type === type ? [node] : []), ...(node.children ?? []).flatMap((child) => all(child, type))];
const idOf = (node: Node) => (node.data?.hProperties as {id?: string} | undefined)?.id;
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

for (const locale of locales) {
  test(`the configuration reference lists every section and key with its ids, an index and each section's topic link (${locale})`, () => {
    const path = join(docsDir(locale), 'framework/reference/config.md');
    const tree = run(remarkConfigReference, path, locale);
    expect(all(tree, 'leafDirective')).toEqual([]);
    const headings = all(tree, 'heading').map(idOf);
    const rows = new Map(all(tree, 'tableRow').filter(idOf).map((row) => [idOf(row)!, row]));
    const envIds = new Set(all(tree, 'inlineCode').map(idOf).filter(Boolean));
    const sections = facts.sections as Record<string, {keys: {key: string; env?: string | null}[]}>;
    // The paragraph after each section's heading links the topic table that explains its keys.
    const children = tree.children!;
    const sectionLinks = new Map(
      children.flatMap((node, index) => (node.type === 'heading' && node.depth === 2 && children[index + 2]?.type === 'table' ? [[textOf(node).slice(1, -1), all(children[index + 1], 'link').at(-1)?.url]] : [])),
    );
    // The first screen jumps to every section.
    const index = children.find((node) => node.type === 'paragraph' && all(node, 'link').length === Object.keys(sections).length);
    expect(all(index!, 'link').map((link) => link.url)).toEqual(Object.keys(sections).map((section) => `#${section.replace(/\./g, '-')}`));
    for (const [section, {keys}] of Object.entries(sections)) {
      expect(headings, section).toContain(section.replace(/\./g, '-'));
      for (const key of keys) {
        const row = rows.get(`${section.replace(/\./g, '-')}-${key.key}`);
        expect(row, `${section}.${key.key}`).toBeDefined();
        const cells = row!.children!;
        expect(textOf(cells[0])).toBe(key.key);
        expect(textOf(cells[1])).toBe(key.env ?? '—');
        if (key.env) expect(envIds.has(key.env), key.env).toBe(true);
        // The section's link, under its heading, goes to a topic page's key table of this very section.
        const url = sectionLinks.get(section)!;
        const [file, anchor] = url.split('#');
        const topic = readFileSync(join(path, '..', file), 'utf8');
        expect(topic, url).toMatch(new RegExp(`^#+ .*\`\\[${section.replace('.', '\\.')}\\]\`.*$`, 'm'));
        // The key tables' headings are "Keys of `[log.console]`", whose id is keys-of-logconsole (the build checks it exists).
        expect(anchor, url).toBe(`keys-of-${section.replace(/\./g, '')}`);
      }
    }
    expect(rows.size).toBe(Object.values(sections).reduce((sum, {keys}) => sum + keys.length, 0));
    // The History column: every default a range of releases had, and what v2.0.92 (the commit of v2.1.5) already has.
    const history = (id: string) => textOf(rows.get(id)!.children![4]);
    expect(history('mongo-database')).toContain(locale === 'en' ? 'default in v2.0.2–v2.0.22: "app"' : 'v2.0.2–v2.0.22 中默认值为 "app"');
    expect(history('vault-address')).toContain(locale === 'en' ? 'since v2.1.2 (v2.0.92 has it too)' : 'v2.1.2 起（v2.0.92 也有）');
    expect(history('restful_cors-enabled')).toContain('HTTP_CORS_ENABLED');
    const mongoIntro = textOf(all(tree, 'paragraph').find((p) => textOf(p).includes('[mongodb]'))!);
    expect(mongoIntro).toContain('v2.0.12');
  });

  test(`the release log has a heading per release that changed the config, and the upgrade page a picker entry per tag (${locale})`, () => {
    const log = run(remarkUpgradeChanges, join(docsDir(locale), 'framework/reference/config-changes.md'), locale);
    expect(all(log, 'leafDirective')).toEqual([]);
    const events = upgradeEvents();
    const changed = history.releases.filter((release) => events.get(release)!.length);
    expect(all(log, 'heading').filter((h) => h.depth === 2).map(textOf)).toEqual(changed);
    const tree = run(remarkUpgradeChanges, join(docsDir(locale), 'framework/reference/upgrade.md'), locale);
    expect(all(tree, 'leafDirective')).toEqual([]);
    const tags = [...history.releases, ...Object.keys(history.outOfLine ?? {})];
    const picker = all(tree, 'list')[0].children!.map(textOf);
    expect(picker.length).toBe(tags.length);
    // v2.0.92 is the commit of v2.1.5: the answer's title says so on both.
    const titles = all(tree, 'paragraph').filter((p) => (p.data?.hProperties as {id?: string} | undefined)?.id?.startsWith('from-')).map(textOf);
    expect(titles.find((title) => title.includes('v2.0.92'))).toContain('v2.1.5');
    expect(titles.find((title) => title.includes('v2.1.5'))).toContain('v2.0.92');
  });
}

/** A block's text as Markdown would write it: inline code in backticks, so the punctuation check sees where code ends. */
const markdownOf = (node: Node): string =>
  node.type === 'inlineCode' ? `\`${node.value}\`` : (node.value ?? (node.children ?? []).map(markdownOf).join(''));

test('the generated Chinese texts of the reference pages use full-width separators', () => {
  const problems = (['config.md', 'upgrade.md', 'config-changes.md'] as const).flatMap((page) => {
    const plugin = page === 'config.md' ? remarkConfigReference : remarkUpgradeChanges;
    const tree = run(plugin, join(docsDir('zh-Hans'), 'framework/reference', page), 'zh-Hans');
    return ['paragraph', 'tableCell', 'heading'].flatMap((type) =>
      all(tree, type).flatMap((node) => englishPunctuationInChinese(markdownOf(node)).map((hit) => `${page}: ${markdownOf(node)}: ${hit}`)),
    );
  });
  expect(problems).toEqual([]);
});

test('the upgrade events follow the history: renames, additions, env renames', () => {
  const events = upgradeEvents();
  expect(events.get('v2.0.12')).toContainEqual({kind: 'section-renamed', from: 'mongodb', to: 'mongo'});
  expect(events.get('v2.0.36')).toContainEqual({kind: 'section-renamed', from: 'apidocs', to: 'apidoc'});
  expect(events.get('v2.1.2')!.find((e) => e.kind === 'section-added')).toMatchObject({section: 'vault'});
  expect(events.get('v2.0.12')).toContainEqual({kind: 'env', id: 'apidoc.instance_name', from: 'SWAGGER_INSTANCE_NAME', to: 'APIDOC_SWAGGER_INSTANCE_NAME'});
  // A section dates from its name: [apidocs] is v2.0.35's name of [apidoc], [restful_cors] came in v2.0.12.
  const added = (release: string) => events.get(release)!.filter((e) => e.kind === 'section-added').map((e) => (e as {section: string}).section);
  expect(added('v2.0.5')).not.toContain('apidocs');
  expect(added('v2.0.8')).toEqual(expect.not.arrayContaining(['gorestful_webframework', 'restful_cors', 'restful_webframework']));
  // LOG_LEVEL worked before v2.0.58 (zerolog.Level reads from text); only the type changed.
  expect(events.get('v2.0.58')!.filter((e) => e.kind === 'env')).toEqual([]);
  // Only the go-restful [apidoc] path changed its default in v2.0.10.
  expect(events.get('v2.0.10')).toContainEqual(expect.objectContaining({kind: 'default', id: 'apidoc.path', objects: [`${history.module}/ioc/apps/apidoc/restful`]}));
  // A renamed section's keys are not also listed as removed and added.
  expect(events.get('v2.0.12')!.filter((e) => e.kind === 'key-added' && e.id.startsWith('mongo.'))).toEqual([]);
});

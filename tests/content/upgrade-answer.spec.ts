/**
 * The upgrade page's answer per release (src/markdown/upgradeNet.ts, rendered by
 * remarkUpgradeChanges.ts as the build runs it): the items a release's classes leave visible
 * are that release's net changes, and the net changes say what the facts say for the readers
 * the audit named (v2.0.60, v2.0.91, v2.0.92, v2.1.3).
 */
import {test, expect} from '@playwright/test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import remarkUpgradeChanges, {upgradeEvents, releaseId} from '../../src/markdown/remarkUpgradeChanges';
import {netChanges, startTags} from '../../src/markdown/upgradeNet';
import {behaviourChanges} from '../../src/markdown/upgradeBehaviour';
import {docsDir, locales} from '../../scripts/site-model';
import type {Node} from '../../src/markdown/mdast';

const all = (node: Node, type: string): Node[] => [...(node.type === type ? [node] : []), ...(node.children ?? []).flatMap((child) => all(child, type))];
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
const classesOf = (node: Node) => ((node.data?.hProperties as {className?: string[]} | undefined)?.className ?? []);

function page(locale: 'en' | 'zh-Hans'): Node {
  const path = join(docsDir(locale), 'framework/reference/upgrade.md');
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkDirective).use(remarkUpgradeChanges, {locale});
  return processor.runSync(processor.parse(readFileSync(path, 'utf8')), {path} as never) as Node;
}

const tags = startTags();
/** What the page's rules show for a reader on `tag`: n-R hides from readers older than R, o-R from readers on R or later. */
function visible(tree: Node, tag: string): string[] {
  const at = tags.indexOf(tag);
  const positions = new Map(tags.map((t, i) => [releaseId(t), i]));
  const index = (id: string) => positions.get(id)!;
  return all(tree, 'listItem')
    .filter((item) => {
      const classes = classesOf(item);
      if (!classes.includes('u')) return false;
      return classes.every((c) => !((c.startsWith('n-') && at < index(c.slice(2))) || (c.startsWith('o-') && at >= index(c.slice(2)))));
    })
    .map(textOf);
}

for (const locale of locales) {
  test(`each release's visible items are its net changes, and every release has a link and a title (${locale})`, () => {
    const tree = page(locale);
    const {perStart} = netChanges(upgradeEvents());
    const links = all(tree, 'link').map((l) => l.url);
    for (const tag of tags) {
      expect(links, tag).toContain(`#from-${releaseId(tag)}`);
      const shown = visible(tree, tag);
      const net = perStart.get(tag)!;
      // one item per net change, plus a "nothing" line per group without one
      const nothing = shown.filter((s) => s === (locale === 'en' ? 'Nothing to change.' : '无需改动。')).length;
      expect(shown.length - nothing, tag).toBe(net.length);
      expect(nothing + new Set(net.map((c) => c.group)).size, tag).toBe(5);
      for (const change of net) expect(shown.some((s) => change.releases.every((r) => s.includes(r))), `${tag} ${JSON.stringify(change)}`).toBe(true);
    }
  });
}

test('the answers say what the releases did for the readers the audit named', () => {
  const tree = page('en');
  const v2_0_60 = visible(tree, 'v2.0.60').join('\n');
  const v2_0_91 = visible(tree, 'v2.0.91').join('\n');
  const v2_0_92 = visible(tree, 'v2.0.92').join('\n');
  const v2_1_3 = visible(tree, 'v2.1.3').join('\n');
  // DEFAULT_VERSION "v1" → "1.0.0" (v2.1.0) → "v1" (v2.1.7): no route change from v2.0.91, one from v2.1.3 and v2.0.92 (the commit of v2.1.5)
  expect(v2_0_91).not.toContain('DEFAULT_VERSION');
  expect(v2_1_3).toMatch(/now at \/api\/demo\/v1\/greeting\..* \(v2\.1\.7\)/);
  expect(v2_0_92).toMatch(/now at \/api\/demo\/v1\/greeting\..* \(v2\.1\.7\)/);
  // v2.0.92 already has v2.1.0–v2.1.5: no AllowOverwrite, no LimitRetry change
  expect(v2_0_92).not.toContain('AllowOverwrite');
  expect(v2_0_92).not.toContain('LimitRetry');
  expect(v2_0_91).toContain('AllowOverwrite');
  expect(v2_1_3).toContain('ioc/config/lock.LimitRetry: func(RetryStrategy, int) RetryStrategy → func(time.Duration, int) RetryStrategy (v2.1.5)');
  // exported API breaks before v2.1.0, from facts/api-history.json
  expect(v2_0_60).toContain('ioc.Object: ');
  expect(v2_0_60).toMatch(/ioc\/config\/log\.Ctx is now ioc\/config\/log\.FromCtx \(v2\.0\.75\)/);
  expect(v2_0_60).toContain('ioc/config/bus.SubScriber');
  expect(v2_0_60).toMatch(/ioc\/config\/jsonrpc\.\S+ is gone \(v2\.0\.79\)/);
  expect(v2_0_60).not.toContain('exception.APIException');
  const v2_0_17 = visible(tree, 'v2.0.17').join('\n');
  expect(v2_0_17).toContain('ioc/config/redis.Redist is now ioc/config/redis.Redis');
  expect(v2_0_17).toContain('exception.APIException is now exception.ApiException (v2.0.27)');
  expect(v2_0_17).toContain('ioc/config/log.T is gone (v2.0.34)');
  // a section renamed twice shows once, old name → final name
  const v2_0_0 = visible(tree, 'v2.0.0');
  expect(v2_0_0.filter((s) => s.startsWith('Rename section [go_restful_webframework]'))).toEqual(['Rename section [go_restful_webframework] to [restful_webframework] (v2.0.10, v2.0.12)']);
  expect(v2_0_0.join('\n')).not.toContain('Rename section [gorestful_webframework]');
  if (process.env.UPGRADE_ANSWERS) for (const tag of process.env.UPGRADE_ANSWERS.split(',')) console.log(`## ${tag}\n${visible(tree, tag).join('\n')}`);
});

test('each behaviour change a program shows has its recorded output on a release before and after it, and they differ', () => {
  const dir = join(__dirname, '../upgrade');
  const position = (tag: string) => tags.indexOf(tag);
  const shown = behaviourChanges.filter((change) => change.shownBy);
  expect(shown.length).toBeGreaterThan(0);
  for (const change of shown) {
    const program = join(dir, change.shownBy!);
    const releases = readFileSync(join(program, 'releases'), 'utf8').trim().split(/\s+/);
    const output = (release: string) => readFileSync(join(program, 'output', `${release}.txt`), 'utf8').trim();
    const before = releases.filter((r) => position(r) < position(change.release) && (!change.since || position(r) >= position(change.since)));
    const after = releases.filter((r) => position(r) >= position(change.release));
    expect(before.length, `${change.shownBy}: a release before ${change.release}`).toBeGreaterThan(0);
    expect(after.length, `${change.shownBy}: a release on or after ${change.release}`).toBeGreaterThan(0);
    for (const b of before) for (const a of after) expect(output(a), `${change.shownBy} ${b} → ${a}`).not.toBe(output(b));
  }
});

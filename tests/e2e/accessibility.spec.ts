/**
 * Accessibility checks beyond one route's visit: every route and each locale's not-found page
 * are checked with axe at both widths and in both colour modes by routes.spec.ts (axe.ts says
 * which rules run where); here, the code of every language, and that the routes picked to be
 * checked whole are routes of the site.
 */
import {test, expect, routes, gotoHydrated} from './site';
import {notFoundPaths, onePagePerAdmonitionKind, representative, setMode, violations} from './axe';
import {loadSiteMarkdown} from '../../src/node/markdown';

test('the representative routes are routes of the site, admonitions included', () => {
  expect(onePagePerAdmonitionKind.length).toBeGreaterThan(0);
  const paths = [...routes.map((route) => route.path), ...notFoundPaths];
  expect([...representative].filter((path) => !paths.includes(path))).toEqual([]);
});

test('code of every language is readable in both colour modes', async ({page}) => {
  test.setTimeout(300_000); // a few long pages, each checked token by token in two modes
  // One page for each language of the site: the first route whose source has a block of it.
  const {docs} = loadSiteMarkdown();
  const pageOfLanguage = new Map<string, string>();
  for (const route of routes.filter((candidate) => candidate.docId && candidate.locale === 'en')) {
    const file = docs.find((doc) => doc.locale === 'en' && doc.name.replace(/^docs\//, '').replace(/\.mdx?$/, '') === route.docId);
    for (const block of file?.blocks ?? []) if (!pageOfLanguage.has(block.language)) pageOfLanguage.set(block.language, route.path);
  }
  expect(pageOfLanguage.size).toBeGreaterThan(5);
  for (const path of new Set(pageOfLanguage.values())) {
    await gotoHydrated(page, path);
    for (const mode of ['light', 'dark'] as const) {
      await setMode(page, mode);
      expect(await violations(page, {only: 'pre', rules: ['color-contrast']}), `${path}, ${mode} mode`).toEqual([]);
    }
  }
});

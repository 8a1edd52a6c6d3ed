import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, routes, gotoHydrated} from './site';
import {loadSiteMarkdown} from '../content/markdown';

/** WCAG 2.2 A and AA, and axe's best practices: every rule of those sets, no exception. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

type Scope = {only?: string; exclude?: string; rules?: string[]};

async function violations(page: Page, {only, exclude, rules}: Scope = {}) {
  // Code blocks out of view are not laid out (content-visibility) and axe would read their
  // colours against no background; a reader sees each one drawn, so axe checks them drawn.
  if (only === 'pre') await page.addStyleTag({content: '.theme-code-block { content-visibility: visible !important; }'});
  let builder = rules ? new AxeBuilder({page}).withRules(rules) : new AxeBuilder({page}).withTags(axeTags);
  // Only violations are read: collecting every passing node costs seconds on a long page.
  builder = builder.options({resultTypes: ['violations']});
  if (only) builder = builder.include(only);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}

/** Switches the colour mode as the theme's toggle does: the attribute every colour hangs on. */
const setMode = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);

const paths = [...routes.map((route) => route.path), '/this-page-does-not-exist/', '/zh-Hans/this-page-does-not-exist/'];

/*
 * Every route, at both widths, in both colour modes, against every rule. Inside code blocks
 * only the token colours can differ between pages, and those depend on the language alone:
 * they are checked once per language and mode below, which keeps the suite fast enough to
 * run on every page of both locales.
 */
for (const width of [1280, 375]) {
  test.describe(`at ${width} px, light and dark`, () => {
    test.use({viewport: {width, height: 900}});
    for (const path of paths) {
      test(`${path} has no accessibility violations`, async ({page, guard}) => {
        guard.allowConsoleErrors = path.includes('does-not-exist'); // Chromium logs the page's own 404
        await gotoHydrated(page, path);
        for (const mode of ['light', 'dark'] as const) {
          await setMode(page, mode);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          expect(await violations(page, {exclude: 'pre'}), `${mode} mode`).toEqual([]);
        }
      });
    }
  });
}

test('code of every language is readable in both colour modes', async ({page}) => {
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

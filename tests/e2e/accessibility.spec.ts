import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, routes, gotoHydrated} from './site';
import {loadSiteMarkdown} from '../../src/node/markdown';

/** WCAG 2.2 A and AA, and axe's best practices: every rule of those sets, no exception. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

type Scope = {only?: string; exclude?: string; rules?: string[]};

async function violations(page: Page, {only, exclude, rules}: Scope = {}) {
  // Code blocks out of view are not laid out (content-visibility) and axe would read their
  // colours against no background; a reader sees each one drawn, so axe checks them drawn.
  if (only?.includes('pre')) await page.addStyleTag({content: '.theme-code-block { content-visibility: visible !important; }'});
  let builder = rules ? new AxeBuilder({page}).withRules(rules) : new AxeBuilder({page}).withTags(axeTags);
  // Only violations are read: collecting every passing node costs seconds on a long page.
  builder = builder.options({resultTypes: ['violations']});
  // axe refuses a context selector that matches nothing (a page without a mobile TOC).
  for (const selector of only?.split(', ') ?? []) if (await page.locator(selector).count()) builder = builder.include(selector);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}

/**
 * Switches the colour mode as the theme's toggle does (the attribute every colour hangs on),
 * and waits for the colour transitions to end, so axe reads the colours a reader sees.
 */
const setMode = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate(async (theme) => {
    document.documentElement.setAttribute('data-theme', theme);
    await new Promise(requestAnimationFrame);
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  }, mode);

const paths = [...routes.map((route) => route.path), '/this-page-does-not-exist/', '/zh-Hans/this-page-does-not-exist/'];

/** The rules whose outcome can change with the colour mode: everything else reads structure. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/*
 * Every route of both languages, at both widths, in both colour modes. Light mode gets every
 * rule, on the whole page at desktop width. Dark mode changes colours only, so it gets the
 * colour rules. The chrome (navbar, sidebar, table of contents, breadcrumbs, pagination,
 * footer) is checked on every route; the page's own content, whose colours depend on the kind
 * of element and not on the page, is checked whole on one route of each kind per language
 * (`representative`: every kind of page, tabs, tables, a diagram, and a page for each kind of
 * admonition). At phone width only the chrome changes (the collapsed navbar, the collapsible
 * table of contents, tap targets): every rule runs on that chrome on every route, and on the
 * whole page for the representative routes. Inside code blocks only the token colours can
 * differ between pages, and those depend on the language alone: they are checked once per
 * language and mode below. This keeps the suite fast enough to run on every page of both
 * languages within the test command's time.
 */
const chrome = '.navbar, .theme-doc-sidebar-container, .theme-doc-toc-desktop, .theme-doc-breadcrumbs, .pagination-nav, .footer';
const phoneChrome = '.navbar, .theme-doc-toc-mobile';
const onePagePerAdmonitionKind = (() => {
  const pages = new Map<string, string>();
  for (const doc of loadSiteMarkdown().docs.filter((file) => file.locale === 'en')) {
    const route = routes.find((candidate) => candidate.locale === 'en' && candidate.docId === doc.name.replace(/^docs\//, '').replace(/\.mdx?$/, ''));
    for (const {text} of doc.prose) {
      const kind = text.match(/^\s*:::(\w+)/)?.[1];
      if (kind && route && !pages.has(kind)) pages.set(kind, route.path);
    }
  }
  return [...pages.values()];
})();
const representative = new Set(
  ['', '/zh-Hans'].flatMap((prefix) => [
    `${prefix}/`,
    `${prefix}/docs/`,
    `${prefix}/docs/framework/api/http/`, // tabs, key tables, code
    `${prefix}/docs/framework/core/arch/`, // a diagram
    `${prefix}/docs/framework/config/`, // a generated index
    `${prefix}/search/`,
    `${prefix}/markdown-page/`,
    `${prefix}/this-page-does-not-exist/`,
    ...onePagePerAdmonitionKind.map((path) => `${prefix}${path}`),
  ]),
);

test('the representative routes are routes of the site, admonitions included', () => {
  expect(onePagePerAdmonitionKind.length).toBeGreaterThan(0);
  expect([...representative].filter((path) => !paths.includes(path))).toEqual([]);
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px, light and dark`, () => {
    test.use({viewport: {width, height: 900}});
    for (const path of paths) {
      test(`${path} has no accessibility violations`, async ({page, guard}) => {
        guard.allowConsoleErrors = path.includes('does-not-exist'); // Chromium logs the page's own 404
        await gotoHydrated(page, path);
        await setMode(page, 'light');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        const desktop = width > 996;
        const whole = representative.has(path);
        expect(await violations(page, desktop || whole ? {exclude: 'pre'} : {only: phoneChrome}), 'light mode').toEqual([]);
        await setMode(page, 'dark');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        const dark = whole ? {exclude: 'pre', rules: colourRules} : {only: desktop ? chrome : phoneChrome, rules: colourRules};
        expect(await violations(page, dark), 'dark mode').toEqual([]);
      });
    }
  });
}

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

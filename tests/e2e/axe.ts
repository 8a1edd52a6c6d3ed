/**
 * The accessibility checks (axe-core): which rules run on which part of a page, at which
 * width and in which colour mode, for routes.spec.ts (every route) and accessibility.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect, routes} from './site';
import {loadSiteMarkdown} from '../../src/node/markdown';

/** WCAG 2.2 A and AA, and axe's best practices: every rule of those sets, no exception. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

type Scope = {only?: string; exclude?: string; rules?: string[]};

export async function violations(page: Page, {only, exclude, rules}: Scope = {}) {
  // Code blocks out of view are not laid out (content-visibility) and axe would read their
  // colours against no background; a reader sees each one drawn, so axe checks them drawn.
  if (only?.includes('pre')) await page.addStyleTag({content: '.theme-code-block { content-visibility: visible !important; }'});
  let builder = rules ? new AxeBuilder({page}).withRules(rules) : new AxeBuilder({page}).withTags(axeTags);
  // Only violations are read: collecting every passing node costs seconds on a long page.
  // axe.run in the page itself (legacy mode): the default mode's second step, in a new blank
  // page, exists for cross-origin frames, which the site has none of; legacy mode gives the
  // same results in half the time (the server page: 2.0-2.4 s -> 1.0 s).
  builder = builder.options({resultTypes: ['violations']}).setLegacyMode();
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
export async function setMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate(async (theme) => {
    document.documentElement.setAttribute('data-theme', theme);
    await new Promise(requestAnimationFrame);
    // Until no transition runs: one in a code block that goes off screen (content-visibility:
    // auto stops drawing it) turns idle and never finishes, which hung a wait for each one's end
    // after a resize to phone width; an idle transition shows nothing until its block is drawn.
    while (document.getAnimations().some((animation) => animation.playState === 'running')) await new Promise(requestAnimationFrame);
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** The not-found page of each locale, checked like a route. */
export const notFoundPaths = ['/nope/', '/zh-Hans/nope/'];

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
 * language and mode (accessibility.spec.ts). This keeps the suite fast enough to run on every
 * page of both languages within the test command's time.
 */
const chrome = '.navbar, .theme-doc-sidebar-container, .theme-doc-toc-desktop, .theme-doc-breadcrumbs, .pagination-nav, .footer';
const phoneChrome = '.navbar, .theme-doc-toc-mobile';
export const onePagePerAdmonitionKind = (() => {
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
export const representative = new Set(
  ['', '/zh-Hans'].flatMap((prefix) => [
    `${prefix}/`,
    `${prefix}/docs/`,
    `${prefix}/docs/framework/api/http/`, // tabs, key tables, code
    `${prefix}/docs/framework/core/arch/`, // a diagram
    `${prefix}/docs/framework/config/`, // a generated index
    `${prefix}/search/`,
    `${prefix}/markdown-page/`,
    `${prefix}/nope/`, // the not-found page
    ...onePagePerAdmonitionKind.map((path) => `${prefix}${path}`),
  ]),
);

/**
 * Sets the viewport to a width (900 px high) on the page already loaded, as a reader turning
 * or resizing a window does, and checks it with axe in light, then dark mode. Each failure
 * names the path, the width and the mode.
 */
export async function expectAccessible(page: Page, path: string, width: number) {
  await page.setViewportSize({width, height: 900});
  // The theme renders the desktop or the phone chrome from the window's width (useWindowSize).
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => window.scrollTo(0, 0));
  const desktop = width > 996;
  const whole = representative.has(path);
  await setMode(page, 'light');
  expect.soft(await violations(page, desktop || whole ? {exclude: 'pre'} : {only: phoneChrome}), `${path} at ${width} px, light mode`).toEqual([]);
  await setMode(page, 'dark');
  const dark = whole ? {exclude: 'pre', rules: colourRules} : {only: desktop ? chrome : phoneChrome, rules: colourRules};
  expect.soft(await violations(page, dark), `${path} at ${width} px, dark mode`).toEqual([]);
}

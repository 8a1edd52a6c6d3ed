/**
 * Every route of both languages, and each locale's not-found page, in one first visit each:
 * status, h1, language and sidebar; the JavaScript and CSS the visit loads, against the
 * budgets; then axe at desktop width and, on the same page, at phone width (axe.ts).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import budgets from '../budgets.json';
import {repoRoot} from '../../scripts/site-model';
import {test, expect, routes, gotoHydrated, recordAssets, docsSidebar, localePrefix, localeOf, docsSidebarSelector, ui, type Asset, type SidebarId} from './site';
import {expectAccessible, notFoundPaths} from './axe';
import {MCUBE_VERSION} from '../../src/site-constants';
import type {Page, Response} from '@playwright/test';

/** The dropdown's version item, not its release-notes item that names the version too. */
const onlyVersion = new RegExp(`^${MCUBE_VERSION.replace(/\./g, '\\.')}$`);

const sidebarLinkOf = {framework: '/docs/framework/core/arch/', tutorialSidebar: '/docs/intro/'} as const;

/** The error Chromium logs for a page that comes with status 404 (and nothing else may be logged). */
const notFoundLog = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

type Visit = {path: string; locale: 'en' | 'zh-Hans'; h1: string; sidebar: SidebarId | null; status: 200 | 404};

const visits: Visit[] = [
  ...routes.map((route) => ({...route, status: 200 as const})),
  ...notFoundPaths.map((path) => ({path, locale: localeOf(path), h1: ui[localeOf(path)].notFound, sidebar: null, status: 404 as const})),
];

/** Status, language, one h1 with the page's title, the navbar, and the docs sidebar the page belongs to, or none. */
async function expectPage(page: Page, response: Response | null, visit: Visit) {
  const {path} = visit;
  expect.soft(response?.status(), `${path}: status`).toBe(visit.status);
  await expect.soft(page.locator('html'), `${path}: language`).toHaveAttribute('lang', visit.locale);
  await expect.soft(page.locator('h1'), `${path}: one h1`).toHaveCount(1);
  await expect.soft(page.locator('h1'), `${path}: h1`).toHaveText(visit.h1);
  await expect.soft(page.locator('.navbar'), `${path}: navbar`).toBeVisible();
  const sidebar = docsSidebar(page);
  const prefix = localePrefix(visit.locale);
  if (visit.sidebar) {
    await expect.soft(sidebar, `${path}: ${visit.sidebar} sidebar`).toBeVisible();
    await expect.soft(sidebar.locator(`a[href="${prefix}${sidebarLinkOf[visit.sidebar]}"]`), `${path}: link of the ${visit.sidebar} sidebar`).toHaveCount(1);
    const other = visit.sidebar === 'framework' ? sidebarLinkOf.tutorialSidebar : sidebarLinkOf.framework;
    await expect.soft(sidebar.locator(`a[href="${prefix}${other}"]`), `${path}: no link of the other sidebar`).toHaveCount(0);
  } else {
    await expect.soft(sidebar, `${path}: no docs sidebar`).toHaveCount(0);
  }
}

/**
 * What a plain gzip host sends for a file of the build: nginx with `gzip on` and no other
 * setting compresses at level 1 (GitHub Pages and most static hosts do no better).
 */
const gzipLevel1Bytes = (path: string) => gzipSync(readFileSync(join(repoRoot, 'build', decodeURIComponent(path))), {level: 1}).length;

/** The project starter's page carries its generator and data (no other page loads them): a budget of its own. */
const javascriptBudget = (path: string) =>
  path.endsWith('/start/') ? budgets.startJavascriptBytes : path.endsWith('/check/') ? budgets.checkJavascriptBytes : budgets.javascriptBytes;

/**
 * What a first visit costs in JavaScript and CSS, compressed as nginx sends it (Brotli), and
 * its JavaScript as a plain gzip host would send the same files. Prefetches of other pages
 * (resource type "other") are not part of the visit.
 */
function expectWithinBudgets(path: string, loaded: Asset[]) {
  const total = (type: string) => loaded.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.bytes, 0);
  const javascript = total('script');
  const css = total('stylesheet');
  const scripts = loaded.filter((entry) => entry.type === 'script');
  const javascriptGzip = scripts.reduce((sum, entry) => sum + gzipLevel1Bytes(entry.path), 0);
  console.log(`${path}: JS ${javascript} B Brotli, ${javascriptGzip} B gzip -1; CSS ${css} B Brotli`);
  expect.soft(javascript, `${path} loads ${javascript - javascriptBudget(path)} B of JS over budget`).toBeLessThanOrEqual(javascriptBudget(path));
  expect.soft(javascriptGzip, `${path} loads ${javascriptGzip - budgets.javascriptGzipLevel1Bytes} B of JS over budget on a gzip host`).toBeLessThanOrEqual(
    budgets.javascriptGzipLevel1Bytes,
  );
  expect.soft(css, `${path} loads ${css - budgets.cssBytes} B of CSS over budget`).toBeLessThanOrEqual(budgets.cssBytes);
  expect.soft(javascript, `${path}: nothing measured: are responses compressed and counted?`).toBeGreaterThan(10_000);
  // Brotli as sent is always smaller than gzip at its fastest level: both were measured.
  expect.soft(javascriptGzip, `${path}: gzip -1 bytes above the Brotli bytes`).toBeGreaterThan(javascript);
}

// Each check is soft: a failure names the path and the check, and the other checks of the page still run.
for (const visit of visits) {
  const what = visit.status === 404 ? 'the not-found page with status 404' : `200 with its h1, its language and ${visit.sidebar ?? 'no'} sidebar`;
  test(`${visit.path} answers ${what}, within the JS and CSS budgets, with no accessibility violations at 1280 and 375 px, light and dark`, async ({page, guard}) => {
    test.setTimeout(120_000); // axe on a long page, twice at each width
    guard.allowConsoleErrors = visit.status === 404; // checked exactly below
    const assets = recordAssets(page);
    const response = await gotoHydrated(page, visit.path);
    await page.waitForLoadState('networkidle');
    const loaded = await assets();
    await test.step('status, h1, language and sidebar', () => expectPage(page, response, visit));
    await test.step('JS and CSS budgets of the first visit', () => expectWithinBudgets(visit.path, loaded));
    await test.step('accessibility at 1280 px, light and dark', () => expectAccessible(page, visit.path, 1280));
    await test.step('accessibility at 375 px, light and dark', () => expectAccessible(page, visit.path, 375));
    // Chromium logs the 404 of the page itself; anything else would be a real error.
    if (visit.status === 404) expect(guard.consoleMessages, `${visit.path}: console`).toEqual([notFoundLog]);
  });
}

// /nope/ is one of the visits above.
for (const path of ['/docs/nope/', '/docs/framework/nope/', '/nope']) {
  test(`unknown path ${path} gets the not-found page with status 404`, async ({page, guard}) => {
    guard.allowConsoleErrors = true;
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(ui.en.notFound);
    await expect(page.locator('.navbar')).toBeVisible();
    expect(guard.consoleMessages).toEqual([notFoundLog]);
  });
}

test('a client-side visit to an unknown path shows the not-found page', async ({page}) => {
  await gotoHydrated(page, '/docs/intro/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/missing-page/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1')).toHaveText(ui.en.notFound);
});

test('the framework sidebar starts at the architecture page, the main doc', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/');
  const firstLink = docsSidebar(page).locator('a.menu__link[href^="/docs/"]').first();
  await expect(firstLink).toHaveAttribute('href', '/docs/framework/core/arch/');
  // Off the docs, the version dropdown links to the version's main doc.
  await gotoHydrated(page, '/');
  const versions = page.locator('.navbar__items--right .dropdown').filter({hasText: MCUBE_VERSION});
  await versions.hover();
  await expect(versions.locator('.dropdown__menu a', {hasText: onlyVersion})).toHaveAttribute('href', '/docs/framework/core/arch/');
});

test('the categories of the framework sidebar come in order', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/');
  const categories = page.locator(`:is(${docsSidebarSelector}) > ul > li.theme-doc-sidebar-item-category > div > :is(a, button)`);
  const labels = (await categories.allTextContents()).map((label) => label.trim());
  const expected = ['Core', 'API', 'Configuration', 'Components'];
  expect(labels.filter((label) => expected.includes(label))).toEqual(expected);
});

test('the component overview links to every component page', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/component/');
  const components = ['mysql', 'mongo', 'redis', 'kafka', 'nats', 'rabbitmq', 'bus', 'cache', 'lock', 'ip2region'];
  for (const name of components) {
    await expect(page.locator(`article a[href="/docs/framework/component/${name}/"]`).first()).toBeAttached();
  }
});

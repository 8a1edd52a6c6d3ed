/**
 * The site under faults: blocked browser storage, no JavaScript, chunks that fail to load,
 * a page that throws while rendering, and a slow Markdown twin. The faults are made in the browser (init scripts,
 * request interception); nothing in the product is test-only.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, routes, docRoute, docsSidebar, localePrefix, type Route} from './site';
import sidebars from '../../sidebars';
import {MCUBE_REPO_URL} from '../../src/site-constants';
import {renderedSidebarUrls, type SidebarItem} from '../../scripts/site-model';

const expectTheme = (page: Page, mode: 'light' | 'dark') => expect(page.locator('html')).toHaveAttribute('data-theme', mode);
const colorModeToggle = (page: Page) => page.getByRole('button', {name: /Switch between dark and light mode/});
const pageErrors = (messages: string[]) => messages.filter((message) => message.startsWith('pageerror:'));

/**
 * The routes by locale and section of the site, about ten each: the checks below visit the
 * routes of one section in one page, one full load per route (each failure names its route).
 */
function sections(list: Route[]): Map<string, Route[]> {
  const groups = new Map<string, Route[]>();
  for (const route of list) {
    const prefix = localePrefix(route.locale);
    const path = route.path.slice(prefix.length);
    const section = path.match(/^\/docs\/framework\/(api|component|config)\//)
      ? `the routes under ${prefix}${path.split('/').slice(0, 4).join('/')}/`
      : path.startsWith('/docs/framework/')
        ? `the other routes under ${prefix}/docs/framework/`
        : `the ${prefix ? 'Chinese' : 'English'} routes outside /docs/framework/`;
    groups.set(section, [...(groups.get(section) ?? []), route]);
  }
  return groups;
}

test.describe('with browser storage blocked', () => {
  /** Runs in the page before any of its scripts: every access to either storage throws, as when a browser blocks site data. */
  function blockStorage() {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`${name} is blocked`, 'SecurityError');
        },
      });
    }
  }

  test.beforeEach(async ({page, guard}) => {
    // Docusaurus logs every failed storage access as a warning, by design ("Storage failure: logged only").
    guard.allowConsoleErrors = true;
    await page.addInitScript(blockStorage);
  });

  /** The fault really happened, it was only logged, and nothing else went wrong. */
  function expectOnlyStorageWarnings(messages: string[], where = '') {
    expect.soft(messages.length, `${where}Docusaurus noticed the blocked storage`).toBeGreaterThan(0);
    expect.soft(pageErrors(messages), `${where}page errors`).toEqual([]);
    expect
      .soft(messages.filter((message) => !message.startsWith('warning: Docusaurus browser storage is not available')), `${where}other console messages`)
      .toEqual([]);
  }

  for (const [section, members] of sections(routes)) {
    test(`${section} render their h1, navbar and sidebar, if they have one`, async ({page, guard}) => {
      for (const route of members) {
        const logged = guard.consoleMessages.length;
        await gotoHydrated(page, route.path);
        await expect.soft(page.locator('h1'), `${route.path}: h1`).toHaveText(route.h1);
        await expect.soft(page.locator('nav.navbar'), `${route.path}: navbar`).toBeVisible();
        if (route.sidebar) await expect.soft(docsSidebar(page), `${route.path}: sidebar`).toBeVisible();
        else await expect.soft(docsSidebar(page), `${route.path}: no sidebar`).toHaveCount(0);
        expectOnlyStorageWarnings(guard.consoleMessages.slice(logged), `${route.path}: `);
      }
    });
  }

  test('the colour-mode toggle switches dark and light for the visit', async ({page, guard}) => {
    await gotoHydrated(page, '/docs/intro/');
    const storageAccess = await page.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch (error) {
        return (error as DOMException).name;
      }
    });
    expect(storageAccess, 'the init script blocks storage').toBe('SecurityError');

    await expectTheme(page, 'light');
    await colorModeToggle(page).click();
    await expectTheme(page, 'dark');
    await colorModeToggle(page).click();
    await expectTheme(page, 'light');

    // The choice holds across client-side navigation...
    await colorModeToggle(page).click();
    await page.locator('nav.navbar').getByRole('link', {name: 'Framework guide'}).click();
    await expect(page.locator('h1')).toHaveText(docRoute('/docs/framework/').h1);
    await expectTheme(page, 'dark');
    // ...but cannot be stored, so a reload starts from the default again.
    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expectTheme(page, 'light');
    expectOnlyStorageWarnings(guard.consoleMessages);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  const navbarLinks = {
    en: [
      {name: 'Framework guide', href: '/docs/framework/'},
      {name: 'Application modules', href: '/docs/intro/'},
      {name: 'GitHub', href: MCUBE_REPO_URL},
    ],
    'zh-Hans': [
      {name: '框架指南', href: '/zh-Hans/docs/framework/'},
      {name: '应用模块', href: '/zh-Hans/docs/intro/'},
      {name: 'GitHub', href: MCUBE_REPO_URL},
    ],
  };

  for (const [section, members] of sections(routes.filter((candidate) => /^(\/zh-Hans)?\/docs\/./.test(candidate.path)))) {
    test(`${section} have their text, sidebar and navbar links in the HTML`, async ({page}) => {
      for (const route of members) {
        const {path} = route;
        const response = await page.goto(path);
        expect.soft(response?.status(), `${path}: status`).toBe(200);
        // The server renders "false"; only the site's scripts would turn it to "true".
        await expect.soft(page.locator('html'), `${path}: no script ran`).toHaveAttribute('data-has-hydrated', 'false');

        await expect.soft(page.locator('h1'), `${path}: h1`).toHaveText(route.h1);
        const mainText = (await page.locator('main').innerText()).replace(route.h1, '').trim();
        expect.soft(mainText.length, `${path}: text of the page besides its h1`).toBeGreaterThan(40);

        await expectSidebar(page, route);

        const navbar = page.locator('nav.navbar');
        for (const {name, href} of navbarLinks[route.locale]) {
          await expect.soft(navbar.getByRole('link', {name, exact: true}), `${path}: navbar link ${name}`).toHaveAttribute('href', href);
        }
      }
    });
  }

  async function expectSidebar(page: Page, route: Route) {
    if (!route.sidebar) {
      await expect.soft(docsSidebar(page), `${route.path}: no sidebar`).toHaveCount(0);
      return;
    }
    const sidebar = docsSidebar(page);
    await expect.soft(sidebar.locator('a[aria-current="page"]'), `${route.path}: sidebar link of the page`).toHaveAttribute('href', route.path);
    const prefix = localePrefix(route.locale);
    const items = sidebars[route.sidebar] as SidebarItem[];
    const expected = renderedSidebarUrls(items, route.path.slice(prefix.length)).map((url) => `${prefix}${url}`);
    const rendered = await sidebar.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect.soft(rendered, `${route.path}: sidebar links`).toEqual(expected);
  }
});

test.describe('when the chunks of the next page fail to load', () => {
  test('a client-side navigation ends on the page after a full reload', async ({page, guard, baseURL}) => {
    guard.allowConsoleErrors = true; // the aborted chunks are logged as failed loads

    let failNewChunks = false;
    let scriptsOfCurrentPage = new Set<string>();
    const aborted: string[] = [];
    await page.route('**/assets/js/**', (route) => {
      const url = route.request().url();
      if (failNewChunks && !scriptsOfCurrentPage.has(url)) {
        aborted.push(url);
        return route.abort('failed');
      }
      return route.continue();
    });
    await gotoHydrated(page, '/');
    // Executed scripts only: chunks that were merely prefetched are requested again when needed.
    scriptsOfCurrentPage = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => entry.name),
      ),
    );

    // The failure happens once: the network is back from the next document request on.
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        failNewChunks = false;
        documentRequests.push(request.url());
      }
    });
    await page.evaluate(() => Object.assign(window, {__documentBeforeClick: true}));
    failNewChunks = true;
    const reloaded = page.waitForEvent('load');
    await page.locator('footer').getByRole('link', {name: 'Quickstart'}).click();
    await reloaded;

    // Docusaurus 3.8.1 cannot preload the route, so it reloads the page at the new URL. Its loading
    // view with a Retry button shows only when a route renders before its chunks are in, which
    // the preloading before each navigation prevents.
    expect(aborted.length, 'chunks of the next page were refused').toBeGreaterThan(0);
    expect(documentRequests).toEqual([`${baseURL}/docs/framework/quickstart/`]);
    expect(await page.evaluate(() => (window as {__documentBeforeClick?: boolean}).__documentBeforeClick), 'a new document').toBeUndefined();
    await expect(page).toHaveURL('/docs/framework/quickstart/');
    await expect(page.locator('h1')).toHaveText(docRoute('/docs/framework/quickstart/').h1);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);

    // What was logged: the refused loads, and the chunk error that triggered the reload.
    expect(guard.consoleMessages).toContainEqual(expect.stringMatching(/^warning: ChunkLoadError: Loading chunk \S+ failed/));
    for (const message of guard.consoleMessages) {
      expect(message).toMatch(/^error: Failed to load resource: net::ERR_FAILED$|^warning: ChunkLoadError: Loading chunk \S+ failed|^pageerror: Loading chunk \S+ failed/);
    }
  });
});

test.describe('when a page throws while rendering', () => {
  const brokenPage = docRoute('/docs/intro/');
  /** A sentence of docs/intro.md and of no other page, so it identifies the chunk of that page's content. */
  const sentence = 'A module is not a special type or interface in mcube. It is a convention built on two facts:';
  const throwingExpression = `(()=>{throw new Error('Injected render failure',{cause:new Error('Root cause of the failure')})})()`;

  /** Serves the content chunk of the page with one string literal of its text replaced by a throw; returns the chunks changed. */
  async function breakPageContent(page: Page) {
    expect(readFileSync(join(__dirname, '..', '..', 'docs', 'intro.md'), 'utf8')).toContain(sentence);
    const changedChunks = new Set<string>();
    await page.route('**/assets/js/**', async (route) => {
      try {
        const response = await route.fetch();
        const code = await response.text();
        const literal = JSON.stringify(sentence);
        if (!code.includes(literal)) return await route.fulfill({response});
        changedChunks.add(route.request().url());
        return await route.fulfill({response, body: code.replace(literal, throwingExpression)});
      } catch {
        // The page moved on (a new navigation) while this chunk was in flight: nothing to serve.
        return route.continue().catch(() => undefined);
      }
    });
    return changedChunks;
  }

  async function expectCrashScreen(page: Page) {
    await expect(page.locator('h1')).toHaveText('This page crashed.');
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(page.locator('main p').filter({hasText: 'Injected render failure'})).toHaveText(
      /^Injected render failure\s+Cause:\s+Root cause of the failure$/,
    );
    // Only the content crashed: the layout around it (the theme's error boundary) is intact.
    await expect(page.locator('nav.navbar')).toBeVisible();
    // 3.8.1 sets "Page Error" only in the root fallback; the layout's boundary keeps the page's title.
    await expect(page).toHaveTitle(`${brokenPage.h1} | mcube`);
  }

  /** Starts on the home page and follows a link to the broken page without reloading. */
  async function navigateToBrokenPage(page: Page) {
    await gotoHydrated(page, '/');
    await page.evaluate(() => Object.assign(window, {__documentBeforeClick: true}));
    await page.locator('footer').getByRole('link', {name: 'Application modules'}).click();
    await expect(page).toHaveURL(brokenPage.path);
  }
  const sameDocument = (page: Page) => page.evaluate(() => (window as {__documentBeforeClick?: boolean}).__documentBeforeClick === true);

  test('a client-side navigation to it shows the crash screen', async ({page, guard}) => {
    guard.allowConsoleErrors = true; // React logs the error it caught
    const changedChunks = await breakPageContent(page);
    await navigateToBrokenPage(page);

    await expectCrashScreen(page);
    expect(changedChunks.size, 'exactly one chunk holds the page content').toBe(1);
    expect(await sameDocument(page), 'no reload').toBe(true);
    expect(pageErrors(guard.consoleMessages), 'the error boundary caught the error').toEqual([]);
    expect(guard.consoleMessages).toContainEqual(expect.stringMatching(/^error: Error: Injected render failure/));
  });

  test('after the crash, the navbar takes the reader to a working doc page', async ({page, guard}) => {
    guard.allowConsoleErrors = true; // React logs the error it caught
    await breakPageContent(page);
    await navigateToBrokenPage(page);
    await expect(page.locator('h1')).toHaveText('This page crashed.');

    // The error boundary belongs to the layout that all doc pages share; the error of one page
    // must not stay on screen when the reader moves to another.
    const target = docRoute('/docs/framework/');
    await page.locator('nav.navbar').getByRole('link', {name: 'Framework guide'}).click();
    await expect(page).toHaveURL(target.path);
    expect(await sameDocument(page)).toBe(true);
    await expect(page.locator('h1')).toHaveText(target.h1);
    await expect(page).toHaveTitle(`${target.h1} | mcube`);
  });

  test('loading it directly shows the server-rendered page, then the crash screen after hydration', async ({page, guard}) => {
    guard.allowConsoleErrors = true; // React logs the error and the failed hydration
    const changedChunks = await breakPageContent(page);
    const response = await page.goto(brokenPage.path);
    expect(response?.status()).toBe(200);
    // The HTML from the server is whole: a reader without JavaScript gets the page.
    expect(await response?.text()).toContain(sentence);

    // In the browser the content throws during hydration; React 18 gives up hydrating (error #423),
    // renders the root on the client, and the theme's error boundary shows the crash screen.
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expectCrashScreen(page);
    expect(changedChunks.size).toBe(1);
    expect(pageErrors(guard.consoleMessages)).toEqual([]);
    expect(guard.consoleMessages).toContainEqual(expect.stringMatching(/^error: Error: Injected render failure/));
    expect(guard.consoleMessages).toContainEqual(expect.stringMatching(/^error: Docusaurus React Root onRecoverableError: .*#423/));
  });
});

test.describe('when the Markdown twin downloads slowly', () => {
  test('"Copy page" says it is copying, then that it copied, then returns to itself', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Over the 3 s the outcome stays on screen: the outcome must be timed from when it is known.
    await page.route('**/docs/framework/quickstart.md', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await gotoHydrated(page, '/zh-Hans/docs/framework/quickstart/');
    await page.getByRole('button', {name: '复制页面'}).click();
    const button = page.locator('button[aria-busy]').first();
    await expect(button).toHaveText('正在复制…');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({hasText: '正在复制…'})).toHaveCount(1);
    await expect(button).toHaveText('已复制', {timeout: 8000});
    await expect(button).toHaveAttribute('aria-busy', 'false');
    await expect(button).toHaveText('复制页面', {timeout: 5000});
  });
});

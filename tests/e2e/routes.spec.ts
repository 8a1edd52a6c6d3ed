import {test, expect, routes, gotoHydrated, docsSidebar, localePrefix, docsSidebarSelector} from './site';
import {MCUBE_VERSION} from '../../src/site-constants';

/** The dropdown's version item, not its release-notes item that names the version too. */
const onlyVersion = new RegExp(`^${MCUBE_VERSION.replace(/\./g, '\\.')}$`);

const sidebarLinkOf = {framework: '/docs/framework/core/arch/', tutorialSidebar: '/docs/intro/'} as const;

for (const route of routes) {
  test(`${route.path} answers 200 with its h1, its language and ${route.sidebar ?? 'no'} sidebar`, async ({page}) => {
    const response = await gotoHydrated(page, route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', route.locale);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(route.h1);
    const sidebar = docsSidebar(page);
    const prefix = localePrefix(route.locale);
    if (route.sidebar) {
      await expect(sidebar).toBeVisible();
      await expect(sidebar.locator(`a[href="${prefix}${sidebarLinkOf[route.sidebar]}"]`)).toHaveCount(1);
      const other = route.sidebar === 'framework' ? sidebarLinkOf.tutorialSidebar : sidebarLinkOf.framework;
      await expect(sidebar.locator(`a[href="${prefix}${other}"]`)).toHaveCount(0);
    } else {
      await expect(sidebar).toHaveCount(0);
    }
  });
}

test('each locale\'s sitemap lists exactly the routes the tests know', async ({request}) => {
  for (const locale of ['en', 'zh-Hans'] as const) {
    const xml = await (await request.get(`${localePrefix(locale)}/sitemap.xml`)).text();
    const listed = [...xml.matchAll(/<loc>https:\/\/www\.mcube\.top(\/[^<]*)<\/loc>/g)].map((match) => match[1]).sort();
    const known = routes.filter((route) => route.locale === locale && !route.path.endsWith('/search/')).map((route) => route.path);
    expect(listed).toEqual(known.sort());
  }
});

for (const path of ['/nope/', '/docs/nope/', '/docs/framework/nope/', '/nope']) {
  test(`unknown path ${path} gets the not-found page with status 404`, async ({page, guard}) => {
    guard.allowConsoleErrors = true;
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.locator('.navbar')).toBeVisible();
    // Chromium logs the 404 of the page itself; anything else would be a real error.
    expect(guard.consoleMessages).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });
}

test('a client-side visit to an unknown path shows the not-found page', async ({page}) => {
  await gotoHydrated(page, '/docs/intro/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/missing-page/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1')).toHaveText('Page Not Found');
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

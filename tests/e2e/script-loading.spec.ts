import {test, expect, gotoHydrated, routes, docRoute, scriptsOfVisit} from './site';
import {docSource, frontMatter} from '../../scripts/site-model';

// The app's scripts load after the page's first paint (src/ssr-template.ts).

test('every page keeps its app scripts in an inert template and loads them after the first paint', async ({page, request}) => {
  for (const {path} of routes) {
    const html = await (await request.get(path)).text();
    const outsideTemplate = html.replace(/<template id="?app-scripts"?>[\s\S]*?<\/template>/, '');
    expect(outsideTemplate, `${path} loads a script file outside the template`).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html, `${path} has no app scripts`).toMatch(/<template id="?app-scripts"?>\s*<script src="?(\/zh-Hans)?\/assets\/js\/runtime~main\.[0-9a-f]+\.js/);
  }
  await gotoHydrated(page, '/docs/framework/config/server/');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const main = performance.getEntriesByType('resource').find((entry) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(entry.name));
    return {paint: paint?.startTime, mainRequested: main?.startTime};
  });
  expect(timing.paint, 'first contentful paint').toBeGreaterThan(0);
  expect(timing.mainRequested, 'main script requested').toBeGreaterThan(0);
  expect(timing.mainRequested!).toBeGreaterThanOrEqual(timing.paint!);
});

test('a page whose browser reports no paint (a background tab) still starts its app', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {get: () => []});
  });
  await gotoHydrated(page, '/docs/framework/quickstart/');
  await expect(page.locator('h1')).toHaveText(docRoute('/docs/framework/quickstart/').h1);
});

test('the home page never shows the bad-base-URL banner while its scripts are on the way', async ({page}) => {
  await page.route(/\/assets\/js\/main\./, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  await page.waitForTimeout(1000);
  await expect(page.locator('#base-url-issue')).toHaveCount(0);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 10_000});
});

test('a site served from another path than its base URL shows a banner with the base URL to set', async ({page, baseURL, guard}) => {
  guard.allowConsoleErrors = true; // the missing files are logged as failed loads
  // Deployed under /mcube/ with baseUrl "/": the pages arrive, their /assets/ links do not.
  await page.route(/\/assets\//, (route) => route.fulfill({status: 404, contentType: 'text/html', body: 'Not found'}));
  await page.route(/\/mcube\//, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({url: `${baseURL}${url.pathname.slice('/mcube'.length)}`});
    await route.fulfill({response});
  });
  for (const path of ['/', '/docs/framework/config/server/']) {
    await page.goto(`/mcube${path}`);
    const banner = page.getByRole('alert').filter({hasText: 'This site did not load completely.'});
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('not found under /assets/');
    await expect(banner).toContainText('baseUrl setting, which is "/"; for this address it should be "/mcube/".');
    await expect(page.locator('h1')).toBeVisible();
  }
  expect(guard.consoleMessages.filter((message) => !message.includes('Failed to load resource'))).toEqual([]);
});

test('scripts that fail while the stylesheet loads show no base-URL banner', async ({page, guard}) => {
  guard.allowConsoleErrors = true; // the aborted scripts are logged as failed loads
  const failedScripts: string[] = [];
  await page.route(/\/assets\/js\//, (route) => {
    failedScripts.push(route.request().url());
    return route.abort();
  });
  await page.goto('/');
  await expect.poll(() => failedScripts.length).toBeGreaterThan(0);
  await expect(page.locator('#base-url-issue')).toBeAttached();
  await expect(page.locator('#base-url-issue')).toBeHidden();
  await expect(page.locator('h1')).toBeVisible();
  expect(guard.consoleMessages.filter((message) => !message.includes('Failed to load resource'))).toEqual([]);
});

test("each language's main script has the browser's copy of the site data, without what only the build reads", async ({request}) => {
  // Each language is built in a process of its own, with its generated files in a folder of its own (scripts/build.ts).
  for (const home of ['/', '/zh-Hans/']) {
    const html = await (await request.get(home)).text();
    const main = html.match(/\/(?:zh-Hans\/)?assets\/js\/main\.[0-9a-f]+\.js/)?.[0];
    expect(main, `${home} names its main script`).toBeTruthy();
    const code = await (await request.get(main!)).text();
    expect(code, `${home}: the site configuration`).toContain(`baseUrl:"${home}"`);
    // src/lean/browserGeneratedDataLoader.js leaves these out.
    expect(code, `${home}: the page template`).not.toContain('ssrTemplate');
    expect(code, `${home}: the plugins' options`).not.toMatch(/\bpresets\b/);
  }
});

test("the Chinese main script has the search box's label, not the results' texts, which load with the results (src/locale/*/search.ts)", async ({request, page}) => {
  const html = await (await request.get('/zh-Hans/')).text();
  const code = await (await request.get(html.match(/\/zh-Hans\/assets\/js\/main\.[0-9a-f]+\.js/)![0])).text();
  expect(code, 'the box label (theme.SearchBar.label)').toContain('"theme.SearchBar.label":"搜索"');
  for (const text of ['搜索暂时不可用', '个页面', '已按']) expect(code, text).not.toContain(text);
  // The results still say them, in Chinese.
  await gotoHydrated(page, '/zh-Hans/search/?q=zzzyyyxxx');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('没有页面匹配“zzzyyyxxx”。');
});

test("a doc page's copy of the docs' metadata keeps only the descriptions a category's cards show", async ({page}) => {
  for (const [prefix, locale] of [['', 'en'], ['/zh-Hans', 'zh-Hans']] as const) {
    const [path, carded, uncarded] = ['/docs/framework/config/', 'framework/config/trace', 'framework/core/ioc'];
    const loaded = await scriptsOfVisit(page, `${prefix}${path}`);
    // The JSON of the version's metadata, not the theme's code that reads it.
    const metadata = loaded.find((code) => code.includes('"docsSidebars":'));
    expect(metadata, `${prefix}${path} loads the docs' metadata`).toBeTruthy();
    // src/lean/browserGeneratedDataLoader.js: the cards' docs keep their description, the others have none.
    expect(metadata).toMatch(new RegExp(`"${carded}":\\{[^}]*"description"`));
    expect(metadata).not.toMatch(new RegExp(`"${uncarded}":\\{[^}]*"description"`));
    // The category's page still shows each card's description once the app has taken over.
    const card = page.locator(`article a.card[href="${prefix}/docs/${carded}/"]`);
    await expect(card.locator('p')).toHaveText(String(frontMatter(docSource(carded, locale)).description));
  }
});

import {test, expect, gotoHydrated, routes, docRoute} from './site';

// The app's scripts load after the page's first paint (src/ssr-template.ts).

test('every page keeps its app scripts in an inert template and loads them after the first paint', async ({page, request}) => {
  for (const {path} of routes) {
    const html = await (await request.get(path)).text();
    const outsideTemplate = html.replace(/<template id="?app-scripts"?>[\s\S]*?<\/template>/, '');
    expect(outsideTemplate, `${path} loads a script file outside the template`).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html, `${path} has no app scripts`).toMatch(/<template id="?app-scripts"?>\s*<script src="?\/assets\/js\/runtime~main\.[0-9a-f]+\.js/);
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
  await expect(page.getByText(/did not load properly/)).toHaveCount(0);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 10_000});
});

import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, docRoute, openNavbarSearch} from './site';

/** Types a query into the navbar search box and returns the suggestion list. */
async function search(page: Page, query: string) {
  const input = await openNavbarSearch(page);
  await input.fill(query);
  const suggestions = page.locator('.navbar [role="listbox"] [role="option"]');
  await expect(suggestions.first()).toBeVisible();
  return {input, suggestions};
}

for (const [query, page_] of [
  ['ioc', '/docs/framework/core/ioc/'],
  ['server', '/docs/framework/config/server/'],
] as const) {
  const title = docRoute(page_).h1;
  test(`searching "${query}" finds ${page_}`, async ({page}) => {
    await gotoHydrated(page, '/');
    const {suggestions} = await search(page, query);
    await suggestions.filter({hasText: title}).first().click();
    await expect(page).toHaveURL(new RegExp(`^[^?#]*${page_.replace(/\//g, '\\/')}`));
    // The plugin highlights the query on the target page.
    await expect(page.locator('article mark').first()).toBeVisible();
  });
}

test('the search page lists results for the query in its URL', async ({page}) => {
  await gotoHydrated(page, '/search/?q=ioc');
  await expect(page.locator('h1')).toContainText('ioc');
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('ioc');
  const results = page.locator('.container article a');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.some((href) => href.startsWith('/docs/framework/core/ioc/'))).toBe(true);
});

test('a query with no match says so', async ({page}) => {
  await gotoHydrated(page, '/search/?q=zzzyyyxxx');
  await expect(page.locator('#__docusaurus_skipToContent_fallback')).toContainText("No documents were found");
});

test('the search code loads only when the reader reaches for the search box', async ({page}) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await gotoHydrated(page, '/docs/intro/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.navbar input[data-search-placeholder]')).toHaveCount(1);
  expect(loaded.filter((url) => url.includes('search-index')), 'search index fetched before any use').toEqual([]);
  // Ctrl+K works before the code is there: it loads it and focuses the real box.
  await page.keyboard.press('Control+k');
  await expect(page.locator('.navbar input[data-search-placeholder]')).toHaveCount(0);
  await expect(page.locator('.navbar input.navbar__search-input')).toBeFocused();
  await expect.poll(() => loaded.filter((url) => url.includes('search-index')).length).toBeGreaterThan(0);
});

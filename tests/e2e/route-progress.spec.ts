import {test, expect, gotoHydrated} from './site';

/**
 * The route progress bar (src/lean/routeProgress.ts): shown while the next page's code takes
 * longer than 200 ms to arrive, gone once the page is shown; never for a quick one.
 */
test('a slow client-side navigation shows the progress bar until the page is shown', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/config/server/');
  // The next page's scripts arrive a second late (nothing is prefetched: no hover first).
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const root = page.locator('html');
  await expect(root).not.toHaveAttribute('data-route-loading');
  await page.locator('footer').getByRole('link', {name: 'Quickstart'}).click();
  await expect(root).toHaveAttribute('data-route-loading', '');
  const bar = await page.evaluate(() => getComputedStyle(document.documentElement, '::before').height);
  expect(bar).toBe('2px');
  await expect(page).toHaveURL('/docs/framework/quickstart/');
  await expect(root).not.toHaveAttribute('data-route-loading');
});

test('a quick client-side navigation shows no progress bar', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/config/server/');
  const link = page.locator('footer').getByRole('link', {name: 'Quickstart'});
  await link.hover(); // prefetches the page's code
  await page.waitForLoadState('networkidle');
  const shown = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => document.documentElement.hasAttribute('data-route-loading') && resolve(true));
        observer.observe(document.documentElement, {attributes: true});
        setTimeout(() => resolve(false), 1500);
      }),
  );
  await link.click();
  expect(await shown).toBe(false);
  await expect(page).toHaveURL('/docs/framework/quickstart/');
});

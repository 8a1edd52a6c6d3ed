import {test, expect, gotoHydrated} from './site';

test('client-side navigation scrolls to the top of the new page', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/config/server/');
  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.locator('footer').getByRole('link', {name: 'Quickstart'}).click();
  await expect(page).toHaveURL('/docs/framework/quickstart/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("client-side navigation to another page's heading scrolls to it", async ({page}) => {
  await gotoHydrated(page, '/docs/framework/component/redis/');
  // Any link in the article to a heading of another page, for example the env-variable rule.
  const link = page.locator('article .markdown a[href^="/docs/"][href*="/#"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(href);
  const heading = page.locator(`[id="${decodeURIComponent(href.split('#')[1])}"]`);
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});

test('a table-of-contents link scrolls to its heading on the same page', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/config/server/');
  const entry = page.locator('.theme-doc-toc-desktop a.table-of-contents__link').nth(3);
  const id = decodeURIComponent((await entry.getAttribute('href'))!.slice(1));
  await entry.click();
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
});

test('paths ending in index.html end on the right page', async ({page}) => {
  for (const path of ['/docs/intro/index.html', '/docs/framework/quickstart/index.html']) {
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(200);
    // nginx redirects to the canonical path, so the page hydrates without a mismatch.
    await expect(page).toHaveURL(path.replace('index.html', ''));
    await expect(page.locator('nav[aria-label="Docs sidebar"] a.menu__link--active[aria-current="page"]')).toHaveAttribute(
      'href',
      path.replace('index.html', ''),
    );
    await expect(page.locator('h1')).toHaveCount(1);
  }
  await gotoHydrated(page, '/index.html');
  await expect(page.locator('h1')).toHaveText('mcube');
});

test('a path without its trailing slash redirects to the page', async ({page}) => {
  const response = await page.goto('/docs/framework/core/di');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/docs/framework/core/di/');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/docs\/framework\/core\/di$/);
});

test('internal links are prefetched when they become visible', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await gotoHydrated(page, '/');
  const scriptsAtLoad = await page.evaluate(() => [...document.scripts].map((script) => new URL(script.src, location.href).pathname));
  // Chunks of the linked pages arrive without a click.
  await expect
    .poll(() => requested.filter((path) => path.startsWith('/assets/js/') && !scriptsAtLoad.includes(path)).length)
    .toBeGreaterThan(0);
});

test('headings far down a long page land at the top of the view, by link and by address', async ({page}) => {
  // Code blocks out of view are not laid out until needed (content-visibility): the page's
  // estimated heights must still put each heading where the drawn page has it.
  await gotoHydrated(page, '/docs/framework/config/server/');
  const last = page.locator('.theme-doc-toc-desktop a.table-of-contents__link').last();
  const id = decodeURIComponent((await last.getAttribute('href'))!.slice(1));
  const headingTop = () => page.locator(`[id="${id}"]`).evaluate((node) => node.getBoundingClientRect().top);
  await last.click();
  await expect.poll(headingTop).toBeGreaterThanOrEqual(0);
  await expect.poll(headingTop).toBeLessThan(200);
  await gotoHydrated(page, `/docs/framework/config/server/#${id}`);
  await expect.poll(headingTop).toBeGreaterThanOrEqual(0);
  await expect.poll(headingTop).toBeLessThan(200);
});

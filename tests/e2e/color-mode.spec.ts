import {test, expect, gotoHydrated} from './site';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test.use({colorScheme: 'dark'});

test('the site is light by default even when the system prefers dark', async ({page}) => {
  await gotoHydrated(page, '/docs/intro/');
  expect(await theme(page)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('the switch toggles dark and light, stores the choice under "theme" and keeps it after reload', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await expect(toggle).toBeEnabled();
  await toggle.click();
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  expect(await theme(page)).toBe('dark');

  await toggle.click();
  expect(await theme(page)).toBe('light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  expect(await theme(page)).toBe('light');
});

test('the stored choice applies before the first paint, with no flash of the other mode', async ({page, guard}) => {
  guard.allowConsoleErrors = true; // the blocked scripts are logged as failed loads
  await page.goto('/docs/intro/');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  // With scripts of the bundle blocked, only the inline theme script can set the mode.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto('/docs/framework/');
  expect(await theme(page)).toBe('dark');
});

test('a second tab follows the choice made in the first', async ({page, context}) => {
  await gotoHydrated(page, '/docs/intro/');
  const second = await context.newPage();
  await gotoHydrated(second, '/docs/framework/');
  expect(await theme(second)).toBe('light');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect.poll(() => theme(second)).toBe('dark');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect.poll(() => theme(second)).toBe('light');
  await second.close();
});

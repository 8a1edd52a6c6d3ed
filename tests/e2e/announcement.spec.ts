import {ANNOUNCEMENT_ID} from '../../src/site-constants';
import {test, expect, gotoHydrated} from './site';

const bar = (page: import('@playwright/test').Page) => page.locator('.theme-announcement-bar');

test('the announcement is shown, dismissed, and stays dismissed after reload and on other pages', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toContainText('v2.1.10');
  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');

  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(bar(page)).toBeHidden();
  await gotoHydrated(page, '/docs/framework/core/di/');
  await expect(bar(page)).toBeHidden();
});

test('a dismissed bar does not flash before the page hydrates', async ({page, guard}) => {
  guard.allowConsoleErrors = true; // the blocked scripts are logged as failed loads
  await page.goto('/');
  await page.evaluate((id) => {
    localStorage.setItem('docusaurus.announcement.id', id);
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  }, ANNOUNCEMENT_ID);
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto('/docs/intro/');
  await expect(bar(page)).toBeHidden();
});

test('a new announcement id shows the bar again on the very first load', async ({page, guard}) => {
  guard.allowConsoleErrors = true; // the blocked scripts are logged as failed loads
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  // First load after the change, before any script of the bundle runs: the bar is shown.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto('/docs/intro/');
  await expect(bar(page)).toBeVisible();
  await page.unroute('**/assets/js/**');

  await gotoHydrated(page, '/docs/intro/');
  await expect(bar(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(ANNOUNCEMENT_ID);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
});

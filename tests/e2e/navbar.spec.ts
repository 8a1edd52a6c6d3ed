import {test, expect, gotoHydrated} from './site';
import {MCUBE_REPO_URL, MCUBE_VERSION} from '../../src/site-constants';

const releaseNotes = `${MCUBE_REPO_URL}/releases/tag/${MCUBE_VERSION}`;
/** The dropdown's version item, not its release-notes item that names the version too. */
const onlyVersion = new RegExp(`^${MCUBE_VERSION.replace(/\./g, '\\.')}$`);

test('the first Tab reaches the skip link, which moves focus to the main content', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/quickstart/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // The link focuses the page's <main> (and then lets it go), so the next Tab starts from
  // there: it lands in the content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  expect(await page.evaluate(() => !!document.activeElement?.closest('nav.navbar, nav[aria-label="Docs sidebar"]'))).toBe(false);
});

test('the navbar shows title, logo and its items, and they go where they say', async ({page}) => {
  await gotoHydrated(page, '/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.locator('.navbar__brand')).toHaveAttribute('href', '/');
  await expect(navbar.locator('.navbar__title')).toHaveText('mcube');
  await expect(navbar.locator('.navbar__logo img')).toHaveAttribute('alt', 'mcube logo');

  await navbar.getByRole('link', {name: 'Framework guide'}).click();
  await expect(page).toHaveURL('/docs/framework/');
  await expect(page.locator('h1')).toBeVisible();

  await navbar.getByRole('link', {name: 'Application modules'}).click();
  await expect(page).toHaveURL('/docs/intro/');

  const github = navbar.getByRole('link', {name: /GitHub/});
  await expect(github).toHaveAttribute('href', 'https://github.com/infraboard/mcube');
  await expect(navbar.locator('.navbar__items--right').getByRole('link', {name: /GitHub/})).toHaveCount(1);
  await expect(navbar.getByRole('combobox', {name: 'Search'})).toBeVisible();
});

test('external links open in a new tab without handing over the opener', async ({page}) => {
  for (const path of ['/', '/docs/framework/component/redis/', '/markdown-page/']) {
    await gotoHydrated(page, path);
    const external = page.locator('a[href^="http"]:not([href^="http://127.0.0.1"])');
    const count = await external.count();
    expect(count, `external links on ${path}`).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const link = external.nth(index);
      await expect(link, await link.getAttribute('href') ?? '').toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  }
});

test('the locale dropdown builds the URL from the current path, query string and hash', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/quickstart/?tab=gin#next-steps');
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: 'English'});
  await dropdown.hover();
  const english = dropdown.locator('.dropdown__menu a', {hasText: 'English'});
  await expect(english).toBeVisible();
  await expect(english).toHaveAttribute('href', '/docs/framework/quickstart/?tab=gin#next-steps');
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveClass(/dropdown__link--active/);
});

test('the version dropdown names the mcube release, links to the same doc and stores the choice', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/core/ioc/');
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: MCUBE_VERSION});
  await expect(dropdown.locator('.navbar__link')).toHaveText(MCUBE_VERSION);
  await dropdown.hover();
  const current = dropdown.locator('.dropdown__menu a', {hasText: onlyVersion});
  await expect(current).toHaveAttribute('href', '/docs/framework/core/ioc/');
  await expect(dropdown.locator('.dropdown__menu a', {hasText: 'release notes'})).toHaveAttribute('href', releaseNotes);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  await current.click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  await expect(page).toHaveURL('/docs/framework/core/ioc/');
});

for (const [path, badge, dropdownText] of [
  ['/docs/framework/core/ioc/', `Version: ${MCUBE_VERSION}`, MCUBE_VERSION],
  ['/zh-Hans/docs/framework/core/ioc/', `版本：${MCUBE_VERSION}`, MCUBE_VERSION],
] as const) {
  test(`${path} is labelled with the mcube release and links its release notes`, async ({page}) => {
    await gotoHydrated(page, path);
    const label = page.locator('.theme-doc-version-badge');
    await expect(label).toHaveText(badge);
    await expect(label.getByRole('link', {name: MCUBE_VERSION})).toHaveAttribute('href', releaseNotes);
    await expect(page.locator('.navbar__items--right .dropdown .navbar__link').filter({hasText: dropdownText})).toHaveCount(1);
  });
}

test('a stored version name that matches no version is cleared', async ({page}) => {
  await page.goto('/docs/intro/');
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.9.0'));
  await gotoHydrated(page, '/docs/framework/');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
});

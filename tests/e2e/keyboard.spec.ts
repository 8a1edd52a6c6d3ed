import {test, expect, gotoHydrated} from './site';

test('Tab adds the keyboard-navigation class to body and a mouse press removes it', async ({page}) => {
  await gotoHydrated(page, '/docs/intro/');
  const body = page.locator('body');
  // The static HTML starts with the class, so readers without JavaScript get focus rings.
  await page.mouse.click(5, 400);
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
  await page.keyboard.press('Tab');
  await expect(body).toHaveClass(/navigation-with-keyboard/);
  await page.mouse.click(5, 400);
  await expect(body).not.toHaveClass(/navigation-with-keyboard/);
});

test('the navbar, sidebar and page links can be used with the keyboard alone', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/');
  // Walk the focus order until the sidebar link to the quickstart, then follow it with Enter.
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    if (href === '/docs/framework/quickstart/') break;
  }
  await expect(page.locator(':focus')).toHaveAttribute('href', '/docs/framework/quickstart/');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/docs/framework/quickstart/');
});

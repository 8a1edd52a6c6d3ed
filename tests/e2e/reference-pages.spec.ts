import {test, expect, gotoHydrated} from './site';

// The reference pages are generated at build time (src/markdown/remarkConfigReference.ts,
// remarkUpgradeChanges.ts): their tables and lists are in the static HTML, each key and env
// variable has its anchor, and no other page loads their data.
test.describe('the reference pages without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const [prefix, columns] of [
    ['', ['TOML key', 'Env variable', 'Type', 'Default', 'History']],
    ['/zh-Hans', ['TOML 配置项', '环境变量', '类型', '默认值', '历史']],
  ] as const) {
    test(`${prefix}/docs/framework/reference/config/ has a row and anchors for every key`, async ({page}) => {
      await page.goto(`${prefix}/docs/framework/reference/config/#REDIS_ENDPOINTS`);
      expect(await page.locator('h2#redis + p + table th').allTextContents()).toEqual([...columns]);
      // The index jumps to each section; each section links the page that explains its keys.
      await expect(page.locator('article p a[href="#datasource"]')).toHaveCount(1);
      const row = page.locator('tr#app-name');
      await expect(row.locator('td').nth(1).locator('code#APP_NAME')).toHaveText('APP_NAME');
      await expect(page.locator('h2#app + p a')).toHaveAttribute('href', `${prefix}/docs/framework/config/server/#keys-of-app`);
      await expect(page.locator('tr#redis-endpoints code#REDIS_ENDPOINTS')).toBeInViewport();
      // A key renamed with its section says where it was.
      await expect(page.locator('tr#mongo-endpoints td').nth(4)).toContainText('[mongodb]');
    });
  }

  test('the upgrade page links each release to the changes after it', async ({page}) => {
    await page.goto('/docs/framework/reference/upgrade/');
    const picker = page.locator('#pick-your-release ~ ul').first();
    await expect(picker.locator('li', {hasText: /^v2\.1\.0:/}).locator('a')).toHaveAttribute('href', '#v2-1-2');
    await expect(picker.locator('li', {hasText: /^v2\.0\.92/})).toContainText('v2.1.5');
    await expect(page.locator('h3#v2-1-2 + ul')).toContainText('[vault]');
    await expect(page.locator('h3#v2-0-12 + ul')).toContainText('[mongodb]');
  });
});

test('no other page loads the configuration reference', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  // The app's scripts load after the first paint: hydrated, then idle, every chunk is in.
  await gotoHydrated(page, '/docs/framework/config/server/');
  await page.waitForLoadState('networkidle');
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(0);
  expect(texts.filter((text) => text.includes('app-internal_address'))).toEqual([]);
});

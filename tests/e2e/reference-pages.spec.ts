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

  for (const prefix of ['', '/zh-Hans']) {
    test(`${prefix}/docs/framework/reference/upgrade/ answers the release picked, without a script`, async ({page}) => {
      await page.goto(`${prefix}/docs/framework/reference/upgrade/`);
      const answer = page.locator('.upgrade-answer');
      await expect(answer.locator('.upgrade-hint')).toBeVisible();
      await expect(answer.locator('li:visible')).toHaveCount(0);
      // v2.1.3: the route change back to v1 (v2.1.7) and the LimitRetry signature (v2.1.5)
      await page.locator('.upgrade-picker a', {hasText: /^v2\.1\.3$/}).click();
      await expect(page).toHaveURL(/#from-v2-1-3$/);
      await expect(answer.locator('.upgrade-hint')).toBeHidden();
      await expect(answer.locator('#from-v2-1-3')).toBeVisible();
      await expect(answer.locator('li:visible', {hasText: '/api/demo/v1/greeting'})).toHaveCount(1);
      await expect(answer.locator('li:visible', {hasText: 'ioc/config/lock.LimitRetry'})).toHaveCount(1);
      // v2.0.91: the route went to 1.0.0 and back, so no route change; AllowOverwrite is gone
      await page.goto(`${prefix}/docs/framework/reference/upgrade/#from-v2-0-91`);
      await expect(answer.locator('li:visible', {hasText: '/api/demo/v1/greeting'})).toHaveCount(0);
      await expect(answer.locator('li:visible', {hasText: 'ioc.ObjectImpl.AllowOverwrite'})).toHaveCount(1);
      // v2.0.92 is the commit of v2.1.5: only what came after v2.1.5
      await page.goto(`${prefix}/docs/framework/reference/upgrade/#from-v2-0-92`);
      await expect(answer.locator('#from-v2-0-92')).toContainText('v2.1.5');
      await expect(answer.locator('li:visible', {hasText: '/api/demo/v1/greeting'})).toHaveCount(1);
      await expect(answer.locator('li:visible', {hasText: 'AllowOverwrite'})).toHaveCount(0);
      await expect(answer.locator('li:visible', {hasText: 'LimitRetry'})).toHaveCount(0);
      // the release-by-release log is a page of its own, linked from the guide
      await page.locator('article a[href$="/docs/framework/reference/config-changes/"]').click();
      await expect(page.locator('h2#v2-0-12 + ul')).toContainText('[mongodb]');
    });
  }
});

test('the upgrade picker works from the keyboard', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/reference/upgrade/');
  const link = page.locator('.upgrade-picker a', {hasText: /^v2\.0\.60$/});
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#from-v2-0-60$/);
  const answer = page.locator('.upgrade-answer');
  await expect(answer.locator('#from-v2-0-60')).toBeInViewport();
  await expect(answer.locator('li:visible', {hasText: 'ioc/config/log.Ctx is now ioc/config/log.FromCtx (v2.0.75)'})).toHaveCount(1);
  // Case-sensitive: later items name exception.ApiException.
  await expect(answer.locator('li:visible', {hasText: /exception\.APIException/})).toHaveCount(0);
  await expect(answer.locator('li', {hasText: /exception\.APIException/})).not.toHaveCount(0);
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

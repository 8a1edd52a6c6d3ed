import {test, expect, gotoHydrated} from './site';

test('the footer has its three columns, the copyright year and the filing number', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/');
  const footer = page.locator('footer.footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
  const docs = footer.locator('.footer__col').filter({hasText: 'Docs'});
  await expect(docs.getByRole('link', {name: 'Application modules'})).toHaveAttribute('href', '/docs/intro/');
  const community = footer.locator('.footer__col').filter({hasText: 'Community'}).locator('a');
  await expect(community).toHaveCount(3);
  for (const href of await community.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^https:\/\/github\.com\/infraboard\/mcube\//);
  }
  const more = footer.locator('.footer__col').filter({hasText: 'More'});
  await expect(more.getByRole('link', {name: /GitHub repository/})).toHaveAttribute('href', 'https://github.com/infraboard/mcube');
  const copyright = footer.locator('.footer__copyright');
  await expect(copyright).toContainText('Copyright © 2025 mcube');
  const filing = copyright.getByRole('link', {name: '蜀ICP备2024044884号-1'});
  await expect(filing).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  await expect(filing).toHaveAttribute('target', '_blank');
});

test('doc pages have breadcrumbs from the docs home through the category', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/config/log/');
  const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(breadcrumbs.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/');
  await expect(breadcrumbs.getByRole('link', {name: 'Configuration'})).toHaveAttribute('href', '/docs/framework/config/');
  await expect(breadcrumbs.locator('.breadcrumbs__item--active')).toContainText(/log/i);
});

test('the table of contents lists exactly the h2 and h3 headings', async ({page}) => {
  for (const path of ['/docs/framework/config/server/', '/docs/framework/quickstart/']) {
    await gotoHydrated(page, path);
    const tocTargets = await page
      .locator('.theme-doc-toc-desktop a.table-of-contents__link')
      .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
    const headings = await page
      .locator('article .markdown :is(h2, h3)[id]')
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(tocTargets.length, path).toBeGreaterThan(2);
    expect(tocTargets, path).toEqual(headings);
    const levels = await page.evaluate(
      (ids) => ids.map((id) => document.getElementById(id)?.tagName),
      tocTargets,
    );
    expect(levels.filter((level) => level !== 'H2' && level !== 'H3'), path).toEqual([]);
    expect(levels, path).toContain('H3');
  }
});

test('heading anchors are labelled "Direct link to …"', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/core/ioc/');
  const anchors = page.locator('article .markdown :is(h2, h3) a.hash-link');
  const count = await anchors.count();
  expect(count).toBeGreaterThan(2);
  for (let index = 0; index < count; index += 1) {
    const anchor = anchors.nth(index);
    const heading = (await anchor.evaluate((node) => node.parentElement!.textContent!.replace(/\u200b/g, '').trim()));
    await expect(anchor).toHaveAttribute('aria-label', `Direct link to ${heading}`);
  }
});

test('code blocks are highlighted and have a working copy button', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/docs/framework/quickstart/');
  const goBlock = page.locator('article div.language-go').first();
  await expect(goBlock).toBeVisible();
  expect(await goBlock.locator('.token').count()).toBeGreaterThan(10);
  const keyword = goBlock.locator('.token.keyword').first();
  const codeColour = await goBlock.locator('pre').evaluate((node) => getComputedStyle(node).color);
  expect(await keyword.evaluate((node) => getComputedStyle(node).color)).not.toBe(codeColour);
  await goBlock.hover();
  const copy = goBlock.getByRole('button', {name: 'Copy code to clipboard'});
  await copy.click();
  await expect(goBlock.getByRole('button', {name: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('package main');
});

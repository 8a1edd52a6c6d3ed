import {test, expect, gotoHydrated, routes, expectLastUpdated, ui} from './site';
import {loadSiteMarkdown} from '../../src/node/markdown';

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

test('code of every language on the site is highlighted', async ({page}) => {
  // A block may have nothing to colour ("go mod tidy" in bash), so each language must be
  // coloured somewhere: that shows its grammar reached the browser.
  const languages = new Map<string, boolean>();
  // The Chinese pages have the same code (content check "code blocks are the English code").
  for (const {path} of routes.filter((route) => route.locale === 'en')) {
    await page.goto(path);
    const blocks = await page.locator('div.theme-code-block').evaluateAll((nodes) =>
      nodes.map((node) => ({
        language: node.className.match(/language-(\S+)/)?.[1] ?? 'none',
        highlighted: node.querySelector('.token:not(.plain)') !== null,
      })),
    );
    for (const {language, highlighted} of blocks) languages.set(language, (languages.get(language) ?? false) || highlighted);
  }
  languages.delete('text');
  const {docs, pages} = loadSiteMarkdown();
  const inSources = new Set([...docs, ...pages].flatMap((file) => file.blocks.map((block) => block.language)));
  inSources.delete('text');
  expect([...languages.keys()].sort()).toEqual([...inSources].sort());
  expect([...languages].filter(([, highlighted]) => !highlighted).map(([language]) => language), 'languages never highlighted').toEqual([]);
});

test('the word-wrap button appears on code that overflows, and wraps it', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await gotoHydrated(page, '/docs/framework/config/server/');
  const blocks = page.locator('article div.theme-code-block');
  // Blocks out of view are not laid out (content-visibility): each is measured in view.
  const overflowing: boolean[] = [];
  for (const block of await blocks.all()) {
    await block.scrollIntoViewIfNeeded();
    overflowing.push(await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth));
  }
  expect(overflowing.filter(Boolean).length, 'blocks wider than a phone').toBeGreaterThan(0);
  expect(overflowing.filter((wide) => !wide).length, 'blocks that fit').toBeGreaterThan(0);
  for (const [index, wide] of overflowing.entries()) {
    await blocks.nth(index).scrollIntoViewIfNeeded();
    await expect(blocks.nth(index).getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(wide ? 1 : 0);
  }
  const block = blocks.nth(overflowing.indexOf(true));
  await block.hover();
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  // Measured in view each time: a block scrolled out of view is not laid out (content-visibility).
  const fits = async () => {
    await block.scrollIntoViewIfNeeded();
    return block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth);
  };
  await expect.poll(fits).toBe(true);
  // Still there, to unwrap.
  await block.getByRole('button', {name: 'Toggle word wrap'}).click();
  await expect.poll(fits).toBe(false);
});

test('the word-wrap button appearing moves nothing: no layout shift while a phone page starts', async ({page}) => {
  // Lighthouse's phone screen; on this page a block wider than it is in the first screen
  // (the redis page, where the shift was measured, no longer has one there).
  await page.setViewportSize({width: 412, height: 823});
  await page.addInitScript(() => {
    const shifts = ((window as unknown as {shifts: string[]}).shifts = [] as string[]);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; sources?: {node?: Node}[]})[]) {
        shifts.push(`${entry.value} ${(entry.sources ?? []).map((source) => (source.node as Element | undefined)?.className).join(', ')}`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await gotoHydrated(page, '/zh-Hans/docs/framework/component/mongo/');
  const wrapButtons = page.locator('article .theme-code-block').getByRole('button', {name: '切换自动换行'});
  await expect(wrapButtons.first()).toBeInViewport();
  // The group keeps the copy button's box, with the word-wrap button beside it.
  const group = wrapButtons.first().locator('..');
  const [groupBox, copyBox, wrapBox] = await Promise.all([group.boundingBox(), group.locator('.clean-btn').last().boundingBox(), wrapButtons.first().boundingBox()]);
  expect(groupBox).toEqual(copyBox);
  expect(wrapBox!.x + wrapBox!.width).toBeLessThan(copyBox!.x);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts)).toEqual([]);
});

test('a code block in a tab shown later gets its word-wrap button', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await gotoHydrated(page, '/docs/framework/');
  const tabs = page.locator('article .tabs-container').filter({has: page.locator('[role=tabpanel][hidden] pre')}).first();
  const hiddenPanel = tabs.locator('[role=tabpanel][hidden]').first();
  const panelIndex = await tabs.locator('[role=tabpanel]').evaluateAll((panels, hidden) => panels.indexOf(hidden as HTMLElement), await hiddenPanel.elementHandle());
  await tabs.getByRole('tab').nth(panelIndex).click();
  const panel = tabs.locator('[role=tabpanel]').nth(panelIndex);
  await expect(panel).toBeVisible();
  const pre = panel.locator('pre').first();
  const wide = await pre.evaluate((node) => node.scrollWidth > node.clientWidth);
  expect(wide, 'the tab holds code wider than a phone').toBe(true);
  await expect(panel.getByRole('button', {name: 'Toggle word wrap'}).first()).toHaveCount(1);
});

test('the last-updated date is the source\'s last commit, as an English short date', async ({page}) => {
  const english = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  await expectLastUpdated(page, '/docs/framework/core/ioc/', 'docs/framework/core/ioc.md', (date) => english.format(date), ui.en.lastUpdated);
});

test('code blocks keep their server-rendered elements, lines and tokens included, and colours through start-up, in both colour modes', async ({page}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('pre.prism-code, pre.prism-code .token-line, pre.prism-code .token')) {
        element.setAttribute('data-from-server', '');
      }
    });
  });
  const colours: Record<string, string[]> = {};
  for (const mode of ['light', 'dark'] as const) {
    if (mode === 'dark') await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/docs/framework/config/server/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    // A block built again in the browser would have lost the attribute set on the server's element.
    await page.waitForTimeout(1000);
    const blocks = page.locator('pre.prism-code');
    expect(await blocks.count()).toBeGreaterThan(20);
    await expect(page.locator('pre.prism-code:not([data-from-server])')).toHaveCount(0);
    expect(await page.locator('pre.prism-code .token[data-from-server]').count()).toBeGreaterThan(500);
    await expect(page.locator('pre.prism-code :is(.token-line, .token):not([data-from-server])')).toHaveCount(0);
    colours[mode] = await page.evaluate(() => {
      const pre = document.querySelector('pre.prism-code')!;
      const keyword = document.querySelector('pre.prism-code .token.keyword')!;
      return [getComputedStyle(pre).backgroundColor, getComputedStyle(keyword).color];
    });
  }
  expect(colours.dark).toEqual(colours.light);
});

test('the highlighter loads only for code the server did not render: after a client-side navigation', async ({page}) => {
  const prismRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/prism\.[0-9a-f]+\.js$/.test(request.url())) prismRequests.push(request.url());
  });
  await gotoHydrated(page, '/');
  await page.waitForTimeout(500);
  expect(prismRequests, 'a page that arrives with its code has it highlighted already').toEqual([]);
  await expect(page.locator('.theme-code-block .token.keyword').first()).toBeVisible();

  await page.evaluate(() => Object.assign(window, {__documentBeforeClick: true}));
  await page.locator('footer').getByRole('link', {name: 'Quickstart'}).click();
  await expect(page).toHaveURL('/docs/framework/quickstart/');
  expect(await page.evaluate(() => (window as {__documentBeforeClick?: boolean}).__documentBeforeClick)).toBe(true);
  const goBlocks = page.locator('article div.language-go');
  await expect(goBlocks.first().locator('.token.keyword').first()).toBeVisible();
  const bashBlocks = page.locator('article div.language-bash');
  await expect(bashBlocks.locator('.token.function').first()).toBeAttached();
  expect(prismRequests).toHaveLength(1);
});

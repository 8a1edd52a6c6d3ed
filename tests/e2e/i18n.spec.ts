/**
 * The Chinese site: its language, its switcher, its dates, its not-found page, and that it is
 * Chinese through and through while saying what the English says. Its head and sitemap are
 * checked with the English ones (seo.spec.ts), every Chinese route with the English routes
 * (routes.spec.ts).
 */
import {test, expect, gotoHydrated, routes, ui, expectLastUpdated, firstVisitAssets} from './site';

const chineseRoutes = routes.filter((route) => route.locale === 'zh-Hans');
const docPairs = routes
  .filter((route) => route.locale === 'en' && route.docId)
  .map((route) => ({en: route, zh: chineseRoutes.find((candidate) => candidate.docId === route.docId)!}));

test('the Chinese site is built for every route of the English site', () => {
  const english = routes.filter((route) => route.locale === 'en').map((route) => `/zh-Hans${route.path}`);
  expect(chineseRoutes.map((route) => route.path).sort()).toEqual(english.sort());
});

test('the locale dropdown offers 简体中文 and keeps path, query and hash in both directions', async ({page}) => {
  await gotoHydrated(page, '/docs/framework/config/log/?from=test#keys-of-log');
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: 'English'});
  await dropdown.hover();
  const chinese = dropdown.locator('.dropdown__menu a', {hasText: '简体中文'});
  await expect(chinese).toHaveAttribute('href', '/zh-Hans/docs/framework/config/log/?from=test#keys-of-log');
  await expect(chinese).toHaveAttribute('lang', 'zh-Hans');
  await chinese.click();
  await expect(page).toHaveURL('/zh-Hans/docs/framework/config/log/?from=test#keys-of-log');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  // The same anchor exists on the Chinese page: the reader lands on the same section.
  await expect(page.locator('#keys-of-log')).toBeInViewport();

  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const back = page.locator('.navbar__items--right .dropdown').filter({hasText: '简体中文'});
  await back.hover();
  const english = back.locator('.dropdown__menu a', {hasText: 'English'});
  await expect(english).toHaveAttribute('href', '/docs/framework/config/log/?from=test#keys-of-log');
  await english.click();
  await expect(page).toHaveURL('/docs/framework/config/log/?from=test#keys-of-log');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('every doc page has the same section anchors in both languages', async ({request}) => {
  const anchors = async (path: string) => {
    const html = await (await request.get(path)).text();
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    // The HTML is minified: attribute values may come without quotes.
    return [...article.matchAll(/<h([23])[^>]*\sid=("?)([^"\s>]+)\2/g)].map((match) => `h${match[1]} ${match[3]}`);
  };
  const differing: string[] = [];
  for (const {en, zh} of docPairs) {
    const [english, chinese] = [await anchors(en.path), await anchors(zh.path)];
    expect(english.length, en.path).toBeGreaterThan(0);
    if (JSON.stringify(english) !== JSON.stringify(chinese)) differing.push(`${zh.path}: ${chinese.join(', ')} vs ${english.join(', ')}`);
  }
  expect(differing).toEqual([]);
});

// A page whose diagram has per-language texts, the heaviest page, and the benchmark's twin pair.
for (const docId of ['framework/core/arch', 'framework/component/mysql', 'framework/component/redis']) {
  test(`the Chinese ${docId} page runs the same code as its English twin: only the scripts carrying text differ`, async ({browser}) => {
    const {en, zh} = docPairs.find((pair) => pair.en.docId === docId)!;
    const scriptsOf = async (path: string) => {
      const page = await browser.newPage();
      const assets = await firstVisitAssets(page, path);
      await page.close();
      return assets.filter((asset) => asset.type === 'script');
    };
    const [english, chinese] = [await scriptsOf(en.path), await scriptsOf(zh.path)];
    const files = (scripts: typeof english) => new Set(scripts.map((script) => script.file));
    const onlyEnglish = [...files(english)].filter((file) => !files(chinese).has(file));
    const onlyChinese = [...files(chinese)].filter((file) => !files(english).has(file));
    // Each locale has its own main script (its theme strings) and runtime (its chunk map);
    // the other differing chunks are the page's text, its sidebar and its texts module.
    const named = (list: string[], name: string) => list.filter((file) => file.startsWith(`${name}.`));
    for (const name of ['main', 'runtime~main']) {
      expect(named(onlyEnglish, name), `${name} of ${en.path}`).toHaveLength(1);
      expect(named(onlyChinese, name), `${name} of ${zh.path}`).toHaveLength(1);
    }
    expect(onlyChinese.length, `scripts only the Chinese page loads: ${onlyChinese.join(', ')}`).toBe(onlyEnglish.length);
    expect(files(chinese).size - onlyChinese.length, 'shared scripts').toBeGreaterThan(5);
    const bytes = (scripts: typeof english) => scripts.reduce((sum, script) => sum + script.bytes, 0);
    console.log(`${docId}: JS ${bytes(english)} B English, ${bytes(chinese)} B Chinese; differing ${onlyEnglish.join(' ')} / ${onlyChinese.join(' ')}`);
  });
}

test('the last-updated date is the Chinese source\'s last commit, as a Chinese date', async ({page}) => {
  await expectLastUpdated(
    page,
    '/zh-Hans/docs/framework/core/ioc/',
    'i18n/zh-Hans/docusaurus-plugin-content-docs/current/framework/core/ioc.md',
    (date) => `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`,
    ui['zh-Hans'].lastUpdated,
  );
});

// /zh-Hans/nope/ is visited with every route (routes.spec.ts): status, language, h1 and console.
for (const path of ['/zh-Hans/docs/nope/', '/zh-Hans/docs/framework/nope']) {
  test(`unknown Chinese path ${path} gets the Chinese not-found page with status 404`, async ({page, guard}) => {
    guard.allowConsoleErrors = true;
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.locator('h1')).toHaveText(ui['zh-Hans'].notFound);
    expect(guard.consoleMessages).toEqual(['error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });
}

test.describe('the static HTML of the Chinese pages', () => {
  test.use({javaScriptEnabled: false});

  test('no English sentence, and no unrendered Markdown, outside code on any Chinese page', async ({page}) => {
    const problems: string[] = [];
    for (const route of chineseRoutes) {
      await page.goto(route.path);
      const texts = await page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (parent.closest('pre, code, script, style, template, noscript, svg text')) continue;
          found.push(node.textContent ?? '');
        }
        // Sentences span inline elements (links, bold): join the text of each block.
        return [...document.querySelectorAll('p, li, td, th, h1, h2, h3, figcaption, .alert, footer, nav')].map((block) => {
          const clone = block.cloneNode(true) as HTMLElement;
          clone.querySelectorAll('pre, code, svg').forEach((child) => child.remove());
          return clone.textContent ?? '';
        });
      });
      for (const text of texts) {
        if (/\b[A-Za-z]{2,}(?:[ ,]+[A-Za-z]{2,}){3,}\b/.test(text) && !/[\u3400-\u9fff]/.test(text)) problems.push(`${route.path}: ${text.trim().slice(0, 80)}`);
        if (/\*\*|__/.test(text)) problems.push(`${route.path}: unrendered emphasis in "${text.trim().slice(0, 80)}"`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});

test('bold text inside Chinese sentences renders as bold', async ({page}) => {
  await gotoHydrated(page, '/zh-Hans/docs/framework/core/di/');
  const bold = page.locator('article .markdown strong');
  expect(await bold.count()).toBeGreaterThan(0);
  expect(await page.locator('article .markdown').innerText()).not.toContain('**');
});

test('Chinese text uses the reader\'s system CJK fonts and downloads no font', async ({page}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await gotoHydrated(page, '/zh-Hans/docs/framework/quickstart/');
  const family = await page.locator('article p').first().evaluate((node) => getComputedStyle(node).fontFamily);
  expect(family).toContain('PingFang SC');
  expect(family).toContain('Microsoft YaHei');
  expect(family).toContain('Noto Sans CJK SC');
  expect(fonts).toEqual([]);
});

test('the shell speaks Chinese: navbar, announcement, search box, footer', async ({page}) => {
  await gotoHydrated(page, '/zh-Hans/docs/framework/');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.getByRole('link', {name: '框架指南'})).toHaveAttribute('href', '/zh-Hans/docs/framework/');
  await expect(navbar.getByRole('link', {name: '应用模块'})).toHaveAttribute('href', '/zh-Hans/docs/intro/');
  await expect(navbar.getByRole('combobox', {name: '搜索'})).toBeVisible();
  const announcement = page.getByRole('banner').or(page.locator('.theme-announcement-bar'));
  await expect(announcement.getByRole('link', {name: '运行你的第一个服务'})).toHaveAttribute('href', '/zh-Hans/docs/framework/quickstart/');
  const footer = page.locator('footer.footer');
  await expect(footer.locator('.footer__title')).toHaveText(['文档', '社区', '更多']);
  await expect(footer.getByRole('link', {name: '快速开始'})).toHaveAttribute('href', '/zh-Hans/docs/framework/quickstart/');
  await expect(footer.getByRole('link', {name: '蜀ICP备2024044884号-1'})).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  const sidebar = page.getByRole('navigation', {name: ui['zh-Hans'].docsSidebar});
  for (const label of ['核心概念', '入门', 'API', '配置', '组件']) {
    await expect(sidebar.locator('.menu__list-item-collapsible, .menu__link--sublist').filter({hasText: label}).first()).toBeVisible();
  }
});

test('the diagrams are drawn and described in Chinese', async ({page}) => {
  await gotoHydrated(page, '/zh-Hans/docs/framework/core/arch/');
  const diagram = page.getByRole('img', {name: '从模块化单体到拆出独立服务'});
  await expect(diagram).toBeVisible();
  await expect(diagram.locator('desc')).toContainText('阶段一');
  await gotoHydrated(page, '/zh-Hans/docs/framework/core/ioc/');
  await expect(page.getByRole('img', {name: '四个 IoC 命名空间及其启动顺序'})).toBeVisible();
  await expect(page.locator('figure figcaption').first()).toContainText('命名空间');
});

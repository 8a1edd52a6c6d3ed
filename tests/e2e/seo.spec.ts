import {test, expect, routes, localePrefix, buildHasDates, type Route} from './site';

const origin = 'https://www.mcube.top';
const taglines = [
  'A Go framework for progressive microservices: start as one binary of modules, split into services when you need to.',
  '渐进式微服务 Go 框架：先把业务模块组成一个二进制文件，需要时再拆分成独立服务。',
];
const sitemapRoutes = routes.filter((route) => !route.path.endsWith('/search/'));
/** The same page in English: its path without the locale prefix. */
const englishPath = (route: Route) => route.path.slice(localePrefix(route.locale).length);

test('robots.txt allows crawling and points to the sitemap of each locale', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).toContain(`Sitemap: ${origin}/zh-Hans/sitemap.xml`);
});

test('each locale\'s sitemap lists its routes once, each with its last-modified date', async ({request}) => {
  for (const locale of ['en', 'zh-Hans'] as const) {
    const xml = await (await request.get(`${localePrefix(locale)}/sitemap.xml`)).text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
    const locations = entries.map((entry) => entry[1]);
    expect(xml.match(/<loc>/g)?.length, `${locale}: every <loc> is a page entry`).toBe(entries.length);
    expect(new Set(locations).size).toBe(locations.length);
    const expected = sitemapRoutes.filter((route) => route.locale === locale).map((route) => `${origin}${route.path}`);
    expect([...locations].sort()).toEqual(expected.sort());
    // Dates come from git history; a build without it has none rather than wrong ones.
    for (const [, location, lastmod] of entries) {
      if (buildHasDates) expect(lastmod, location).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      else expect(lastmod, location).toBeUndefined();
    }
  }
});

test.describe('the static HTML crawlers read', () => {
  test.use({javaScriptEnabled: false});

  test('every page has its own description, a canonical URL, alternates and sharing metadata', async ({page}) => {
    const descriptions = new Map<string, string>();
    for (const route of sitemapRoutes) {
      await page.goto(route.path);
      const head = page.locator('head');
      const meta = (selector: string) => head.locator(`meta[${selector}]`).getAttribute('content');
      const url = `${origin}${route.path}`;
      const english = `${origin}${englishPath(route)}`;
      await expect(head.locator('link[rel="canonical"]'), route.path).toHaveAttribute('href', url);
      await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', english);
      await expect(head.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute('href', `${origin}/zh-Hans${englishPath(route)}`);
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', english);
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', route.locale.replace('-', '_'));
      const description = await meta('name="description"');
      expect(description, `${route.path} description`).toBeTruthy();
      expect(taglines, route.path).not.toContain(description);
      expect(descriptions.get(description!), `${route.path} repeats the description of`).toBeUndefined();
      descriptions.set(description!, route.path);
      expect(await meta('property="og:description"')).toBe(description);
      expect(await meta('property="og:title"'), route.path).toBeTruthy();
      expect(await meta('property="og:url"')).toBe(url);
      expect(await meta('property="og:image"')).toBe(`${origin}${localePrefix(route.locale)}/img/social-card.png`);
      expect(await meta('name="twitter:card"')).toBe('summary_large_image');
      expect(await meta('name="generator"')).toBe('Docusaurus v3.8.1');
    }
  });
});

test('the social card is an image the site serves', async ({request}) => {
  const response = await request.get('/img/social-card.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
});

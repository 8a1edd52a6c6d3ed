import {test, expect, routes} from './site';

const origin = 'https://www.mcube.top';
const tagline = 'A Go framework for progressive microservices: start as one binary of modules, split into services when you need to.';
const sitemapRoutes = routes.filter((route) => route.path !== '/search/');

test('robots.txt allows crawling and points to the sitemap', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('the sitemap lists every route once, each with a last-modified date', async ({request}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
  const locations = entries.map((entry) => entry[1]);
  expect(new Set(locations).size).toBe(locations.length);
  expect([...locations].sort()).toEqual(sitemapRoutes.map((route) => `${origin}${route.path}`).sort());
  for (const [, location, lastmod] of entries) expect(lastmod, location).toMatch(/^\d{4}-\d{2}-\d{2}$/);
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
      await expect(head.locator('link[rel="canonical"]'), route.path).toHaveAttribute('href', url);
      await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', url);
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', url);
      const description = await meta('name="description"');
      expect(description, `${route.path} description`).toBeTruthy();
      expect(description, route.path).not.toBe(tagline);
      expect(descriptions.get(description!), `${route.path} repeats the description of`).toBeUndefined();
      descriptions.set(description!, route.path);
      expect(await meta('property="og:description"')).toBe(description);
      expect(await meta('property="og:title"'), route.path).toBeTruthy();
      expect(await meta('property="og:url"')).toBe(url);
      expect(await meta('property="og:image"')).toBe(`${origin}/img/social-card.png`);
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

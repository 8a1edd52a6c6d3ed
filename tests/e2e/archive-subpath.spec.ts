/**
 * The site built as a source archive is (no .git: GitHub's "Download ZIP", a Docker build)
 * and for a project site's sub-path (DOCS_SITE_URL=https://org.github.io,
 * DOCS_BASE_URL=/mcube-docs/), served by the README's serve command under that path.
 * scripts/build-archive.sh makes the build from the committed tree (the test command runs it
 * before the browser tests; this file runs it itself when the build is missing or older than
 * HEAD).
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test, expect, gotoHydrated, openNavbarSearch, docRoute, ui} from './site';
import {repoRoot} from '../../scripts/site-model';

const archiveDir = join(process.env.TMPDIR ?? tmpdir(), 'mcube-docs-archive');
const buildDir = join(archiveDir, 'build');
const base = '/mcube-docs/';
const site = `https://org.github.io${base}`;
const port = 3260;

test.use({baseURL: `http://127.0.0.1:${port}`});
// One build and one server for the file: its tests run in order on one worker.
test.describe.configure({mode: 'serial'});

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const head = execFileSync('git', ['rev-parse', 'HEAD'], {cwd: repoRoot}).toString().trim();
  const stamp = join(buildDir, '.archive-commit');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== head) {
    execFileSync('bash', ['scripts/build-archive.sh', archiveDir], {cwd: repoRoot, stdio: 'ignore', timeout: 280_000});
  }
  const origin = `http://127.0.0.1:${port}`;
  if (await fetch(origin).then(() => true, () => false)) throw new Error(`${origin} is taken: a leftover server would be tested instead`);
  server = spawn(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/serve.ts'], {
    cwd: repoRoot,
    env: {...process.env, PORT: String(port), BUILD_DIR: buildDir, DOCS_BASE_URL: base},
    stdio: 'ignore',
  });
  await expect.poll(() => fetch(`${origin}${base}`).then((response) => response.status, () => 0), {timeout: 20_000}).toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

test('pages load and navigate under the sub-path, and every request stays inside it', async ({page}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (!pathname.startsWith(base)) outside.push(pathname);
  });
  await gotoHydrated(page, base);
  await expect(page.locator('#base-url-issue')).toBeHidden();
  await page.locator('.navbar').getByRole('link', {name: 'Framework guide'}).click();
  await expect(page).toHaveURL(`${base}docs/framework/`);
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Quickstart', exact: true}).click();
  await expect(page).toHaveURL(`${base}docs/framework/quickstart/`);
  await expect(page.locator('h1')).toHaveText(docRoute('/docs/framework/quickstart/').h1);
  expect(outside).toEqual([]);
});

test('a page names its sub-path address, and a build without git history shows no dates', async ({page, request}) => {
  await gotoHydrated(page, `${base}docs/framework/component/redis/`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}docs/framework/component/redis/`);
  await expect(page.locator('link[rel="alternate"][hreflang="zh-Hans"]')).toHaveAttribute('href', `${site}zh-Hans/docs/framework/component/redis/`);
  await expect(page.locator('.theme-last-updated')).toHaveCount(0);
  const sitemap = await (await request.get(`${base}sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${site}docs/framework/component/redis/</loc>`);
  expect(sitemap).not.toContain('<lastmod>');
  const robots = await (await request.get(`${base}robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${site}sitemap.xml`);
  expect(robots).toContain(`Sitemap: ${site}zh-Hans/sitemap.xml`);
  expect(robots).toContain(`Disallow: ${base}search/`);
});

test('the announcement link and the language switch stay in the sub-path', async ({page}) => {
  await gotoHydrated(page, `${base}docs/intro/`);
  const announcement = page.locator('.theme-announcement-bar');
  await expect(announcement.getByRole('link')).toHaveAttribute('href', `${base}docs/framework/quickstart/`);
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: 'English'});
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu a', {hasText: '简体中文'}).click();
  await expect(page).toHaveURL(`${base}zh-Hans/docs/intro/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(announcement.getByRole('link')).toHaveAttribute('href', `${base}zh-Hans/docs/framework/quickstart/`);
});

test('search finds pages and links them under the sub-path, in both languages', async ({page}) => {
  for (const [prefix, query] of [['', 'redis'], ['zh-Hans/', '链路追踪']]) {
    await gotoHydrated(page, `${base}${prefix}docs/intro/`);
    const box = await openNavbarSearch(page);
    await box.fill(query);
    const first = page.locator('.navbar [aria-busy="false"] [role="listbox"] li > [role="option"]:first-child').first();
    await expect(first).toHaveAttribute('href', new RegExp(`^${base}${prefix}docs/`));
    await first.click();
    await expect(page).toHaveURL(new RegExp(`^http://[^/]+${base}${prefix}docs/`));
  }
});

test('llms.txt and the Markdown twins name the sub-path', async ({request}) => {
  const llms = await (await request.get(`${base}llms.txt`)).text();
  const links = [...llms.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
  expect(links.length).toBeGreaterThan(30);
  for (const link of links) expect(link.startsWith(`${site}docs/`), link).toBe(true);
  const twin = await request.get(`${base}docs/framework/quickstart.md`);
  expect(twin.status()).toBe(200);
  expect(await twin.text()).toMatch(/^# /);
});

test('outside its pages the sub-path build answers with the not-found page and status 404', async ({page, guard}) => {
  guard.allowConsoleErrors = true;
  const paths = [`${base}docs/no-such-page/`, `${base}zh-Hans/docs/no-such-page/`, '/docs/intro/'];
  for (const path of paths) {
    const response = await gotoHydrated(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('h1')).toHaveText(ui[path.includes('zh-Hans') ? 'zh-Hans' : 'en'].notFound);
  }
  // Chromium logs the 404 of each page itself; anything else would be a real error.
  expect(guard.consoleMessages).toEqual(paths.map(() => 'error: Failed to load resource: the server responded with a status of 404 (Not Found)'));
});

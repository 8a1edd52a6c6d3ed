/**
 * The site built as a source archive is (no .git: GitHub's "Download ZIP", a Docker build)
 * and for a project site's sub-path (DOCS_SITE_URL=https://org.github.io,
 * DOCS_BASE_URL=/mcube-docs/), served by the README's serve command under that path.
 * scripts/build-archive.sh makes the build from the committed tree (the test command runs it
 * before the browser tests; this file runs it itself when the build is missing or older than
 * HEAD). The folder is the test command's own for the run (ARCHIVE_DIR), or else one per
 * checkout, so two checkouts never build into each other's.
 */
import {execFileSync, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test, expect, gotoHydrated, openNavbarSearch, docRoute, ui, spawnServeCommand} from './site';
import {repoRoot} from '../../scripts/site-model';
import {freePortSync} from '../../scripts/free-port';

const checkoutId = createHash('sha256').update(repoRoot).digest('hex').slice(0, 12);
const archiveDir = process.env.ARCHIVE_DIR ?? join(tmpdir(), `mcube-docs-archive-${checkoutId}`);
const buildDir = join(archiveDir, 'build');
const base = '/mcube-docs/';
const site = `https://org.github.io${base}`;
const origin = `http://127.0.0.1:${freePortSync()}`;

test.use({baseURL: origin});
// One build and one server for the file: its tests run in order on one worker.
test.describe.configure({mode: 'serial'});

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const head = execFileSync('git', ['rev-parse', 'HEAD'], {cwd: repoRoot}).toString().trim();
  const stamp = join(archiveDir, '.archive-commit');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== head) {
    execFileSync('bash', ['scripts/build-archive.sh', archiveDir], {cwd: repoRoot, stdio: 'ignore', timeout: 280_000});
  }
  server = spawnServeCommand(origin, {BUILD_DIR: buildDir, DOCS_BASE_URL: base});
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
  expect(robots).toContain(`Allow: ${base}\n`);
  expect(robots).not.toMatch(/^(Allow|Disallow): \/(?!mcube-docs\/)/m);
});

test('the static hosts\' rules name the sub-path and are not served', async ({request}) => {
  const patterns = readFileSync(join(buildDir, '_headers'), 'utf8').split('\n').filter((line) => line.startsWith('/'));
  expect(patterns.length).toBeGreaterThan(3);
  for (const pattern of patterns) expect(pattern.startsWith(base), pattern).toBe(true);
  const redirects = readFileSync(join(buildDir, '_redirects'), 'utf8').split('\n').filter((line) => line.startsWith('/'));
  expect(redirects).toEqual([`${base}zh-Hans/*  ${base}zh-Hans/404.html  404`]);
  for (const file of ['_headers', '_redirects']) expect((await request.get(`${base}${file}`)).status(), file).toBe(404);
});

test('the trailing-slash redirect stays on the site and in the sub-path, whatever the path says before it', async ({request}) => {
  for (const [path, location] of [
    ['//evil.example/..%2fmcube-docs', base],
    ['//evil.example/..%2fmcube-docs?x=1', `${base}?x=1`],
    ['//evil.example/..%2fmcube-docs%2fdocs', `${base}docs/`],
    ['/%5cevil.example/..%2fmcube-docs/docs/intro', `${base}docs/intro/`],
  ]) {
    // The origin goes first: alone, `//evil.example/…` is a URL of another host.
    const response = await request.get(origin + path, {maxRedirects: 0});
    expect(response.status(), path).toBe(301);
    expect(response.headers()['location'], path).toBe(location);
  }
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

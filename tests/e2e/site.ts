/**
 * What the browser tests share: the site's routes (from scripts/site-model.ts), the texts of
 * the shell in each locale, a hydration wait and the console and network guard.
 */
import {execFileSync, spawn} from 'node:child_process';
import {hasFullGitHistory} from '../../scripts/git-history';
import {freePort} from '../../scripts/free-port';
import {expect, test as base, type Page, type Request, type Response} from '@playwright/test';
import {repoRoot, routeAt, type Locale} from '../../scripts/site-model';

export {routes, type Route, type Locale, type SidebarId, localeOf, localePrefix} from '../../scripts/site-model';
export const docRoute = routeAt;

/** The shell's own texts as each locale shows them (theme strings and this site's). */
export const ui = {
  en: {
    docsSidebar: 'Docs sidebar',
    notFound: 'Page Not Found',
    search: 'Search',
    breadcrumbs: 'Breadcrumbs',
    home: 'Home page',
    copyCode: 'Copy code to clipboard',
    copied: 'Copied',
    wordWrap: 'Toggle word wrap',
    directLink: (heading: string) => `Direct link to ${heading}`,
    lastUpdated: (date: string) => `Last updated on ${date}`,
  },
  'zh-Hans': {
    docsSidebar: '文档侧边栏',
    notFound: '找不到页面',
    search: '搜索',
    breadcrumbs: '页面路径',
    home: '首页',
    copyCode: '复制代码到剪贴板',
    copied: '已复制',
    wordWrap: '切换自动换行',
    directLink: (heading: string) => `${heading} 的直接链接`,
    lastUpdated: (date: string) => `最后于 ${date} 更新`,
  },
} satisfies Record<Locale, Record<string, unknown>>;

/**
 * Starts the serve command (scripts/serve.ts) on an origin's port, for as long as this process
 * lives (scripts/while-alive.sh), so a worker stopped by a signal leaves no server behind.
 */
export function spawnServeCommand(origin: string, env: Record<string, string> = {}) {
  const command = [process.execPath, '--import', 'tsx', 'scripts/serve.ts'];
  return spawn('bash', ['scripts/while-alive.sh', String(process.pid), ...command], {
    cwd: repoRoot,
    env: {...process.env, ...env, PORT: new URL(origin).port},
    stdio: 'ignore',
  });
}

/** Whether this checkout's build shows last-updated dates (scripts/git-history.ts). */
export const buildHasDates = hasFullGitHistory(repoRoot);

/** The time of the last commit that changed a file, as the generator reads it. */
export const lastCommitTime = (file: string): Date =>
  new Date(Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: repoRoot}).toString().trim()) * 1000);

/**
 * A doc page's last-updated line: the date of its source's last commit, written as `format`
 * writes it; or, in a checkout without full history, no line at all (never a wrong date).
 */
export async function expectLastUpdated(page: Page, path: string, source: string, format: (date: Date) => string, sentence: (date: string) => string) {
  await gotoHydrated(page, path);
  const line = page.locator('.theme-last-updated');
  if (!buildHasDates) {
    await expect(line).toHaveCount(0);
    return;
  }
  const date = lastCommitTime(source);
  await expect(line.locator('time')).toHaveAttribute('datetime', date.toISOString());
  await expect(line.locator('time')).toHaveText(format(date));
  await expect(line).toHaveText(sentence(format(date)));
}

/** The docs sidebar of a page, in whichever locale it is. */
export const docsSidebarSelector = Object.values(ui)
  .map(({docsSidebar}) => `nav[aria-label="${docsSidebar}"]`)
  .join(', ');
export const docsSidebar = (page: Page) => page.locator(docsSidebarSelector);

/** Waits until React has hydrated the page, so that clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]'), `${path} hydrated`).toHaveCount(1);
  return response;
}

/** The text of every script a first visit of `path` loads, until the network is idle. */
export async function scriptsOfVisit(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  };
  page.on('response', listener);
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return Promise.all(bodies);
}

export type Asset = {type: string; file: string; path: string; bytes: number};

/**
 * Starts recording the scripts and stylesheets the page loads, with their bytes as sent
 * (compressed); the function returned stops recording and gives them.
 */
export function recordAssets(page: Page): () => Promise<Asset[]> {
  const responses: Promise<Asset>[] = [];
  const listener = (request: Request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') {
      const path = new URL(request.url()).pathname;
      const file = path.split('/').pop()!;
      responses.push(request.sizes().then((sizes) => ({type, file, path, bytes: sizes.responseBodySize})));
    }
  };
  page.on('requestfinished', listener);
  return () => {
    page.off('requestfinished', listener);
    return Promise.all(responses);
  };
}

/** The scripts and stylesheets a first visit of a page loads, with their bytes as sent (compressed). */
export async function firstVisitAssets(page: Page, path: string) {
  const assets = recordAssets(page);
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  return assets();
}

/** Clicks the navbar search box (a real input from the first paint) and returns it, focused. */
export async function openNavbarSearch(page: Page) {
  const box = page.locator('.navbar').getByRole('combobox');
  await box.click();
  await expect(box).toBeFocused();
  return box;
}

type Guard = {allowConsoleErrors: boolean; consoleMessages: string[]; foreignRequests: string[]};

/**
 * The test object of every e2e spec: it fails a test whose page logs a console error or
 * warning, or makes a request to another origin, unless the test opts out of the first.
 * A test that sends only HTTP requests opens no page.
 */
export const test = base.extend<{guard: Guard}, {serveCommand: string}>({
  /**
   * The origin of the README's serve command (scripts/serve.ts), started for the worker that
   * asks for it on a port of its own, so specs can hold it to the same expectations as nginx.
   */
  serveCommand: [
    async ({}, use) => {
      const origin = `http://127.0.0.1:${await freePort()}`;
      const server = spawnServeCommand(origin);
      await expect
        .poll(async () => fetch(`${origin}/`).then((response) => response.status, () => 0), {timeout: 20_000})
        .toBe(200);
      await use(origin);
      server.kill();
    },
    {scope: 'worker'},
  ],

  guard: async ({}, use) => use({allowConsoleErrors: false, consoleMessages: [], foreignRequests: []}),

  /** The test's page, watched by its guard from the first request to the end of the test. */
  page: async ({page, guard, baseURL}, use) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) guard.consoleMessages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => guard.consoleMessages.push(`pageerror: ${error.message}`));
    page.context().on('request', (request) => {
      const url = request.url();
      if (/^https?:/.test(url) && new URL(url).origin !== origin) guard.foreignRequests.push(url);
    });
    await use(page);
    expect(guard.foreignRequests, 'requests to other origins').toEqual([]);
    if (!guard.allowConsoleErrors) expect(guard.consoleMessages, 'console errors and warnings').toEqual([]);
  },
});

export {expect};

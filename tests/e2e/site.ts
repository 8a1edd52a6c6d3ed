/**
 * What the browser tests know about the site: its routes, derived from the sources
 * (docs/, sidebars.ts), so a new page is tested without editing a list.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parse as parseYaml} from 'yaml';
import {expect, test as base, type Page} from '@playwright/test';
import sidebars from '../../sidebars';

const repoRoot = join(__dirname, '..', '..');

export type SidebarId = keyof typeof sidebars;

export type Route = {
  path: string;
  /** The h1 the page must show. */
  h1: string;
  /** Which docs sidebar the page shows, or null for none. */
  sidebar: SidebarId | null;
};

type SidebarItem = string | {type?: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string; slug?: string; title?: string}};

function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...link, ...sidebarDocIds(item.items ?? [])];
  });
}

function generatedIndexes(items: SidebarItem[]): {slug: string; title: string}[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [];
    const own = item.link?.type === 'generated-index' && item.link.slug ? [{slug: item.link.slug, title: item.link.title ?? ''}] : [];
    return [...own, ...generatedIndexes(item.items ?? [])];
  });
}

function sidebarOf(docId: string): SidebarId | null {
  const entry = Object.entries(sidebars).find(([, items]) => sidebarDocIds(items as SidebarItem[]).includes(docId));
  return entry ? (entry[0] as SidebarId) : null;
}

function docFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return docFiles(path);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [path] : [];
  });
}

function frontMatterTitle(file: string): string {
  const text = readFileSync(file, 'utf8');
  const match = text.match(/^---\n([\s\S]*?)\n---/);
  return String((parseYaml(match?.[1] ?? '') as {title?: string})?.title ?? '');
}

const docRoutes: Route[] = docFiles(join(repoRoot, 'docs')).map((file) => {
  const id = relative(join(repoRoot, 'docs'), file).replace(/\.mdx?$/, '');
  const path = `/docs/${id.replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/');
  return {path, h1: frontMatterTitle(file), sidebar: sidebarOf(id)};
});

const categoryRoutes: Route[] = Object.entries(sidebars).flatMap(([sidebar, items]) =>
  generatedIndexes(items as SidebarItem[]).map(({slug, title}) => ({
    path: `/docs${slug.endsWith('/') ? slug : `${slug}/`}`,
    h1: title,
    sidebar: sidebar as SidebarId,
  })),
);

export const routes: Route[] = [
  {path: '/', h1: 'mcube', sidebar: null},
  {path: '/markdown-page/', h1: 'About these docs', sidebar: null},
  {path: '/docs/', h1: 'mcube documentation', sidebar: null},
  {path: '/search/', h1: 'Search the documentation', sidebar: null},
  ...docRoutes,
  ...categoryRoutes,
].sort((a, b) => a.path.localeCompare(b.path));

export const docRoute = (path: string): Route => {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

/** Waits until React has hydrated the page, so that clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  return response;
}

/**
 * Focuses the navbar search box and waits until the search code has replaced the plain
 * stand-in box (src/theme/SearchBar), so typing reaches the real one. Returns that box.
 */
export async function openNavbarSearch(page: Page) {
  await page.locator('.navbar').getByRole('textbox', {name: 'Search'}).click();
  await expect(page.locator('.navbar input[data-search-placeholder]')).toHaveCount(0);
  const box = page.locator('.navbar input.navbar__search-input');
  await expect(box).toBeFocused();
  return box;
}

type Guard = {allowConsoleErrors: boolean; consoleMessages: string[]; foreignRequests: string[]};

/**
 * The test object of every e2e spec: it fails a test that logs a console error or warning,
 * or that makes a request to another origin, unless the test opts out of the first.
 */
export const test = base.extend<{guard: Guard}>({
  guard: [
    async ({page, baseURL}, use) => {
      const guard: Guard = {allowConsoleErrors: false, consoleMessages: [], foreignRequests: []};
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) guard.consoleMessages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => guard.consoleMessages.push(`pageerror: ${error.message}`));
      page.context().on('request', (request) => {
        const url = request.url();
        if (/^https?:/.test(url) && new URL(url).origin !== origin) guard.foreignRequests.push(url);
      });
      await use(guard);
      expect(guard.foreignRequests, 'requests to other origins').toEqual([]);
      if (!guard.allowConsoleErrors) expect(guard.consoleMessages, 'console errors and warnings').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

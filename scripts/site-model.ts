/**
 * The one model of the site the tests and scripts share: its locales, its doc pages and
 * their URLs, its sidebars and its routes, all derived from the sources (docs/, i18n/,
 * sidebars.ts), so a new page or a new translation is tested without editing a list.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {parse as parseYaml} from 'yaml';
import sidebars from '../sidebars';
import docsHomeEn from '../src/locale/en/docs-home';
import docsHomeZh from '../src/locale/zh-Hans/docs-home';
import startEn from '../src/locale/en/start';
import startZh from '../src/locale/zh-Hans/start';
import checkEn from '../src/locale/en/check';
import checkZh from '../src/locale/zh-Hans/check';
import {listMarkdown} from '../src/node/files';
import {docsDir, locales, pagesDir, repoRoot, type Locale} from '../src/node/locales';
import {SITE_REPO_URL, SITE_URL} from '../src/site-constants';

export {docsDir, locales, pagesDir, repoRoot, type Locale};

/** The base path a build is made for (MAINTAINING.md, "Deploy"): `/`, or a sub-path such as `/mcube-docs/`. */
export const basePath = process.env.DOCS_BASE_URL ?? '/';
/** Origin and base path of the built site, without the final slash, as docusaurus.config.ts reads them. */
export const siteRoot = `${process.env.DOCS_SITE_URL ?? SITE_URL}${basePath.replace(/\/$/, '')}`;

/** The repository the doc pages' edit and report links open, as docusaurus.config.ts reads it. */
export const repositoryUrl = (process.env.DOCS_REPOSITORY_URL || SITE_REPO_URL).replace(/\/$/, '');

/** Path prefix of a locale: '' for the default locale, '/zh-Hans' for Chinese. */
export const localePrefix = (locale: Locale): string => (locale === 'en' ? '' : `/${locale}`);

/** The locale a site path belongs to. */
export const localeOf = (path: string): Locale => (path.startsWith('/zh-Hans/') ? 'zh-Hans' : 'en');


export type SidebarId = keyof typeof sidebars;

export type Route = {
  locale: Locale;
  /** The path with its locale prefix, for example /zh-Hans/docs/intro/. */
  path: string;
  /** The h1 the page must show. */
  h1: string;
  /** Which docs sidebar the page shows, or null for none. */
  sidebar: SidebarId | null;
  /** For doc pages: the doc id (path under docs/ without extension). */
  docId?: string;
};

export type SidebarItem =
  | string
  | {type?: string; id?: string; label?: string; collapsed?: boolean; items?: SidebarItem[]; link?: {type: string; id?: string; slug?: string; title?: string}};

/** Doc ids of a sidebar, in the order the sidebar lists them. */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...link, ...own, ...sidebarDocIds(item.items ?? [])];
  });
}

function generatedIndexes(items: readonly SidebarItem[]): {slug: string; title: string; label: string}[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [];
    const own =
      item.link?.type === 'generated-index' && item.link.slug
        ? [{slug: item.link.slug, title: item.link.title ?? '', label: item.label ?? ''}]
        : [];
    return [...own, ...generatedIndexes(item.items ?? [])];
  });
}

export function sidebarOf(docId: string): SidebarId | null {
  const entry = Object.entries(sidebars).find(([, items]) => sidebarDocIds(items as SidebarItem[]).includes(docId));
  return entry ? (entry[0] as SidebarId) : null;
}

/** URL path of a doc, without locale prefix: framework/api/index -> /docs/framework/api/. */
export const docUrl = (docId: string): string => `/docs/${docId.replace(/(^|\/)index$/, '')}/`.replace(/\/+/g, '/');

/** Where a sidebar item links: its doc, its category page, or (a category without a page) its first item. */
function sidebarItemUrl(item: SidebarItem): string {
  if (typeof item === 'string') return docUrl(item);
  if (item.type === 'doc' && item.id) return docUrl(item.id);
  if (item.link?.type === 'doc' && item.link.id) return docUrl(item.link.id);
  if (item.link?.type === 'generated-index' && item.link.slug) return `/docs${item.link.slug}`;
  if (!item.items?.length) throw new Error(`sidebar item ${item.label ?? item.id} links nowhere`);
  return sidebarItemUrl(item.items[0]);
}

const urlsWithin = (item: SidebarItem): string[] =>
  typeof item === 'string' || !item.items ? [sidebarItemUrl(item)] : [sidebarItemUrl(item), ...item.items.flatMap(urlsWithin)];

/**
 * The links the server renders in a sidebar, in order, without locale prefix: every item at the
 * top, and the items of each category that is expanded, because sidebars.ts says
 * `collapsed: false` or because it holds the current page.
 */
export function renderedSidebarUrls(items: readonly SidebarItem[], currentPath: string): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string' || !item.items) return [sidebarItemUrl(item)];
    const expanded = item.collapsed === false || urlsWithin(item).includes(currentPath);
    return [sidebarItemUrl(item), ...(expanded ? renderedSidebarUrls(item.items, currentPath) : [])];
  });
}

export function frontMatter(file: string): Record<string, unknown> {
  const match = readFileSync(file, 'utf8').replace(/\r\n/g, '\n').match(/^---[ \t]*\n([\s\S]*?)\n---[ \t]*$/m);
  return (parseYaml(match?.[1] ?? '') as Record<string, unknown>) ?? {};
}

/** The doc ids of the English sources, sorted. */
export const docIds: string[] = listMarkdown(docsDir('en')).map((file) => relative(docsDir('en'), file).replace(/\.mdx?$/, ''));

/** A doc's source in a locale, falling back to English as the generator does. */
export function docSource(docId: string, locale: Locale): string {
  const english = listMarkdown(docsDir('en')).find((file) => relative(docsDir('en'), file).replace(/\.mdx?$/, '') === docId)!;
  const translated = join(docsDir(locale), relative(docsDir('en'), english));
  return existsSync(translated) ? translated : english;
}

/** Translations of the strings of the code and of the plugins, read from i18n/<locale>/. */
export function translations(locale: Locale, file: string): Record<string, string> {
  const path = join(repoRoot, 'i18n', locale, file);
  if (locale === 'en' || !existsSync(path)) return {};
  const entries = JSON.parse(readFileSync(path, 'utf8')) as Record<string, {message: string}>;
  return Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, value.message]));
}

/** Texts of the React pages by locale (src/locale/<locale>/). */
export const docsHomeText = {en: docsHomeEn, 'zh-Hans': docsHomeZh};
export const startText = {en: startEn, 'zh-Hans': startZh};
export const checkText = {en: checkEn, 'zh-Hans': checkZh};

/** The h1 of a Markdown page: its first `# ` line, else its title. */
function markdownPageH1(file: string): string {
  const heading = readFileSync(file, 'utf8').match(/^# (.*?)(?:\s*\{#[^}]*\})?\s*$/m)?.[1];
  return heading ?? String(frontMatter(file).title ?? '');
}

function localeRoutes(locale: Locale): Route[] {
  const prefix = localePrefix(locale);
  const docRoutes: Route[] = docIds.map((docId) => ({
    locale,
    path: `${prefix}${docUrl(docId)}`,
    h1: String(frontMatter(docSource(docId, locale)).title ?? ''),
    sidebar: sidebarOf(docId),
    docId,
  }));
  const docsTranslations = translations(locale, 'docusaurus-plugin-content-docs/current.json');
  const categoryRoutes: Route[] = Object.entries(sidebars).flatMap(([sidebar, items]) =>
    generatedIndexes(items as SidebarItem[]).map(({slug, title, label}) => ({
      locale,
      path: `${prefix}/docs${slug.endsWith('/') ? slug : `${slug}/`}`,
      h1: docsTranslations[`sidebar.${sidebar}.category.${label}.link.generated-index.title`] ?? title,
      sidebar: sidebar as SidebarId,
    })),
  );
  const markdownPage = join(pagesDir(locale), 'markdown-page.md');
  return [
    {locale, path: `${prefix}/`, h1: 'mcube', sidebar: null},
    {
      locale,
      path: `${prefix}/markdown-page/`,
      h1: markdownPageH1(existsSync(markdownPage) ? markdownPage : join(pagesDir('en'), 'markdown-page.md')),
      sidebar: null,
    },
    {locale, path: `${prefix}/docs/`, h1: docsHomeText[locale].heading, sidebar: null},
    {locale, path: `${prefix}/start/`, h1: startText[locale].heading, sidebar: null},
    {locale, path: `${prefix}/check/`, h1: checkText[locale].heading, sidebar: null},
    {locale, path: `${prefix}/search/`, h1: locale === 'en' ? 'Search the documentation' : '搜索文档', sidebar: null},
    ...docRoutes,
    ...categoryRoutes,
  ];
}

/** Every route of every locale, English first, each locale sorted by path. */
export const routes: Route[] = locales.flatMap((locale) => localeRoutes(locale).sort((a, b) => a.path.localeCompare(b.path)));

export const routeAt = (path: string): Route => {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

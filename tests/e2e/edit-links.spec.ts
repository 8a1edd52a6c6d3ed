/**
 * Under every doc page of both languages: "Edit this page" opens the page's own source file in
 * the site's repository (the Chinese page its Chinese file), and "Report a problem" opens a new
 * issue there with the page's title and address filled in. Both are in the server's HTML.
 */
import {existsSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test, expect, gotoHydrated, routes, type Locale, type Route} from './site';
import {violations} from './axe';
import {docSource, docsDir, repoRoot, repositoryUrl, siteRoot} from '../../scripts/site-model';
import {SITE_REPO_BRANCH} from '../../src/site-constants';

const texts = {
  en: {edit: 'Edit this page', report: 'Report a problem with this page', issueTitle: (title: string) => `Docs: ${title}`, page: 'Page: '},
  'zh-Hans': {edit: '编辑此页', report: '报告本页的问题', issueTitle: (title: string) => `文档：${title}`, page: '页面：'},
};

const docPages = (locale: Locale) => routes.filter((route): route is Route & {docId: string} => route.locale === locale && route.docId !== undefined);

/** The page's source file, relative to the repository: what its edit link must open. */
function sourceOf(route: Route & {docId: string}): string {
  const source = relative(repoRoot, docSource(route.docId, route.locale));
  // docSource falls back to the English file; a Chinese page must have (and link) its own.
  expect(source.startsWith(relative(repoRoot, docsDir(route.locale))), `${route.path}: its source ${source} is in its own language`).toBe(true);
  expect(existsSync(join(repoRoot, source))).toBe(true);
  return source;
}

async function expectLinks(page: import('@playwright/test').Page, route: Route & {docId: string}) {
  const text = texts[route.locale];
  const edit = page.getByRole('link', {name: text.edit, exact: true});
  await expect.soft(edit, `${route.path}: edit link`).toHaveAttribute('href', `${repositoryUrl}/edit/${SITE_REPO_BRANCH}/${sourceOf(route)}`);
  const report = page.getByRole('link', {name: text.report, exact: true});
  const issue = new URL((await report.getAttribute('href')) ?? 'about:blank');
  expect.soft(`${issue.origin}${issue.pathname}`, `${route.path}: report link`).toBe(`${repositoryUrl}/issues/new`);
  expect.soft(issue.searchParams.get('title'), `${route.path}: issue title`).toBe(text.issueTitle(route.h1));
  expect.soft(issue.searchParams.get('body'), `${route.path}: issue body`).toContain(`${text.page}${siteRoot}${route.path}\n`);
}

for (const locale of ['en', 'zh-Hans'] as const) {
  test.describe(`${locale} doc pages`, () => {
    test('each has both links in its HTML, to its own source file and to a new issue naming it', async ({browser}) => {
      test.setTimeout(120_000);
      const pages = docPages(locale);
      expect(pages.length).toBeGreaterThan(30);
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      for (const route of pages) {
        expect.soft((await page.goto(route.path))?.status(), `${route.path}: status`).toBe(200);
        await expectLinks(page, route);
      }
      await context.close();
    });

    test('the links survive hydration, follow each other by keyboard, and pass axe', async ({page}) => {
      const route = docPages(locale).find((candidate) => candidate.docId === 'framework/config/log')!;
      await gotoHydrated(page, route.path);
      await expectLinks(page, route);
      const text = texts[locale];
      await page.getByRole('link', {name: text.edit, exact: true}).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: text.report, exact: true})).toBeFocused();
      expect(await violations(page, {only: '.theme-doc-footer, .theme-report-problem'})).toEqual([]);
    });
  });
}

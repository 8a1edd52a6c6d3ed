/**
 * The site for tools: /llms.txt and /llms-full.txt per locale, a Markdown twin of every doc
 * page (/docs/x/ → /docs/x.md), announced in the page head and copied by "Copy page".
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse as parseToml} from 'smol-toml';
import {parseAllDocuments} from 'yaml';
import {test, expect, gotoHydrated, routes, localePrefix, type Locale} from './site';
import {parseMarkdown} from '../../src/node/markdown';
import {gofmtProblems} from '../content/gofmt';
import {repoRoot} from '../../scripts/site-model';
import {SITE_URL} from '../../src/site-constants';

const buildDir = join(repoRoot, 'build');
const twinUrl = (path: string) => `${path.replace(/\/$/, '')}.md`;
const twinFile = (path: string) => join(buildDir, twinUrl(path));
const docRoutes = (locale: Locale) => routes.filter((route) => route.locale === locale && route.docId);
/** The Markdown outside fenced code and inline code, where no HTML or JSX may be. */
const prose = (markdown: string) => markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');

const copied = {en: 'Copied', 'zh-Hans': '已复制'} as const;
const copyLabel = {en: 'Copy page', 'zh-Hans': '复制页面'} as const;
const viewLabel = {en: 'View as Markdown', 'zh-Hans': '查看 Markdown 原文'} as const;

for (const locale of ['en', 'zh-Hans'] as const) {
  const prefix = localePrefix(locale);

  test(`${locale}: llms.txt follows the llmstxt.org shape and links every doc page's twin, and nothing that 404s`, async ({request}) => {
    const response = await request.get(`${prefix}/llms.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const lines = text.split('\n');
    expect(lines[0]).toBe('# mcube');
    expect(text).toMatch(/\n> [^\n]*v2\.1\.10[^\n]*\n/);
    expect(text).toMatch(/\n## /);
    expect(text, 'the intro names llms-full.txt at its address').toContain(`${SITE_URL}${prefix}/llms-full.txt `);
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(?:: (.+))?$/gm)];
    const urls = links.map((link) => link[2]);
    // Every doc page the sitemap lists (the /docs/ landing is a React page, not a doc).
    const sitemap = await (await request.get(`${prefix}/sitemap.xml`)).text();
    const docPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname).filter((path) => path.startsWith(`${prefix}/docs/`) && path !== `${prefix}/docs/`);
    expect(docPaths.length).toBe(docRoutes(locale).length + 1); // + the generated index of Configuration
    for (const path of docPaths) expect(urls, path).toContain(`${SITE_URL}${twinUrl(path)}`);
    expect(links.every((link) => link[3] && link[3].length > 10), 'every line carries its description').toBe(true);
    for (const url of urls) expect((await request.get(url.replace(SITE_URL, ''))).status(), url).toBe(200);
  });

  test(`${locale}: llms-full.txt carries every doc page's Markdown`, async ({request}) => {
    const text = await (await request.get(`${prefix}/llms-full.txt`)).text();
    for (const route of docRoutes(locale)) {
      const twin = readFileSync(twinFile(route.path), 'utf8').trim();
      expect(text, route.path).toContain(twin.split('\n').slice(0, 3).join('\n'));
    }
  });

  test(`${locale}: every doc page has a clean Markdown twin: its title, no HTML or JSX, fences named and parsing, Go files gofmt-clean`, () => {
    const problems: string[] = [];
    const goFiles: {label: string; code: string}[] = [];
    for (const route of docRoutes(locale)) {
      const file = twinFile(route.path);
      if (!existsSync(file)) {
        problems.push(`${route.path}: no twin at ${twinUrl(route.path)}`);
        continue;
      }
      const markdown = readFileSync(file, 'utf8');
      if (!markdown.startsWith(`# ${route.h1}\n`)) problems.push(`${route.path}: does not start with "# ${route.h1}"`);
      const outside = prose(markdown);
      for (const match of outside.matchAll(/<\/?[a-zA-Z][^>]*>/g)) problems.push(`${route.path}: HTML or JSX ${match[0]}`);
      if (/^(import|export) /m.test(outside)) problems.push(`${route.path}: an MDX import or export`);
      let parsed;
      try {
        parsed = parseMarkdown(file, locale);
      } catch (error) {
        problems.push(`${route.path}: ${(error as Error).message}`);
        continue;
      }
      for (const block of parsed.blocks) {
        const where = `${route.path} line ${block.line}`;
        if (!block.language) problems.push(`${where}: a fence without a language`);
        try {
          if (block.language === 'toml') parseToml(block.code);
          if (block.language === 'json') JSON.parse(block.code);
        } catch (error) {
          problems.push(`${where}: ${(error as Error).message}`);
        }
        if (block.language === 'yaml') for (const doc of parseAllDocuments(block.code)) for (const error of doc.errors) problems.push(`${where}: ${error.message}`);
        if (block.language === 'go' && /^package\s/.test(block.code)) goFiles.push({label: where, code: block.code});
      }
    }
    problems.push(...gofmtProblems(goFiles));
    expect(problems).toEqual([]);
    expect(goFiles.length).toBeGreaterThan(10);
  });

  test(`${locale}: twins are served as UTF-8 Markdown by nginx and the serve command, and announced in their page's head`, async ({page, request, serveCommand}) => {
    const path = `${prefix}/docs/framework/component/redis/`;
    for (const origin of ['', serveCommand]) {
      const response = await request.get(`${origin}${twinUrl(path)}`);
      expect(response.status(), origin).toBe(200);
      expect(response.headers()['content-type'], origin).toBe('text/markdown; charset=utf-8');
      expect(await response.text(), origin).toBe(readFileSync(twinFile(path), 'utf8'));
    }
    expect((await request.get(`${prefix}/docs/framework/no-such-page.md`)).status()).toBe(404);
    await gotoHydrated(page, path);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', twinUrl(path));
  });
}

test('a page with tabs, a diagram and key tables becomes readable Markdown', () => {
  const http = readFileSync(twinFile('/docs/framework/api/http/'), 'utf8');
  // Tabs: one labelled section per framework, Gin first.
  expect(http).toMatch(/\*\*Gin\*\*\n\n```go\n[\s\S]*?\*\*go-restful\*\*\n\n```go\n/);
  expect(http).toMatch(/^\| Key +\| Env variable +\|/m);
  const arch = readFileSync(twinFile('/docs/framework/core/arch/'), 'utf8');
  // The diagram: its title and its text description.
  expect(arch).toContain('**From a monolith of modules to a split-out service** Stage 1: one binary');
  // Admonitions: a blockquote opening with its label.
  const trace = readFileSync(twinFile('/docs/framework/config/trace/'), 'utf8');
  expect(trace).toMatch(/^> \*\*[^*]+\*\*$/m);
  // Links lead to the site.
  expect(http).toContain(`](${SITE_URL}/docs/`);
});

for (const locale of ['en', 'zh-Hans'] as const) {
  for (const colorMode of ['light', 'dark'] as const) {
    test(`${locale}, ${colorMode}: "Copy page" puts the page's Markdown in the clipboard, and its menu opens the twin`, async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorMode);
      const path = `${localePrefix(locale)}/docs/framework/quickstart/`;
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorMode);
      const button = page.getByRole('button', {name: copyLabel[locale]});
      await button.focus();
      await page.keyboard.press('Enter');
      // The button says so, in the page's language (its name is its text, so it is found anew).
      await expect(page.getByRole('button', {name: copied[locale], exact: true})).toBeFocused();
      await expect(page.getByRole('status').filter({hasText: copied[locale]})).toHaveCount(1);
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe(readFileSync(twinFile(path), 'utf8'));
      const more = page.getByRole('button', {name: locale === 'en' ? 'More page actions' : '更多页面操作'});
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      const view = page.getByRole('link', {name: viewLabel[locale]});
      await expect(view).toHaveAttribute('href', twinUrl(path));
      await page.keyboard.press('Escape');
      await expect(view).toBeHidden();
    });
  }
}

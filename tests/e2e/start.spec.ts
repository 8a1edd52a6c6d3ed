import AxeBuilder from '@axe-core/playwright';
import {readFileSync} from 'node:fs';
import {strFromU8, unzipSync} from 'fflate';
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, localePrefix, type Locale, scriptsOfVisit} from './site';
import {startText} from '../../scripts/site-model';
import {starterData} from '../../src/plugins/startData';
import {choicesFromQuery, generateProject} from '../../src/start/generate';

/** A pattern that finds the text as it is, special characters included. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** The file names the tree shows, as full paths (folder label + file button). */
async function shownPaths(page: Page): Promise<string[]> {
  return page.locator('main ul[aria-label] li li button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const folder = button.closest('ul')?.parentElement?.querySelector(':scope > span')?.textContent ?? '';
      return `${folder}${button.textContent}`;
    }),
  );
}

test("the starter's code loads on /start/ only", async ({page}) => {
  const scriptsOf = async (path: string) => (await scriptsOfVisit(page, path)).join('\n');
  // A name only the generator writes, and the zip library's entry point.
  const starterCode = /hello_service|zipSync/;
  expect(await scriptsOf('/start/')).toMatch(/hello_service/);
  for (const path of ['/', '/docs/', '/docs/framework/quickstart/', '/zh-Hans/', '/zh-Hans/docs/framework/cli/']) {
    expect(await scriptsOf(path), path).not.toMatch(starterCode);
  }
});

for (const locale of ['en', 'zh-Hans'] as Locale[]) {
  const text = startText[locale];
  const path = `${localePrefix(locale)}/start/`;
  const data = starterData(locale);

  test.describe(`${path}`, () => {
    test('choices update the tree and the URL, and the URL restores them', async ({page}) => {
      await gotoHydrated(page, path);
      await expect(page.getByText(text.privacy)).toBeVisible();
      expect(await shownPaths(page)).not.toContain('apps/hello/api/rpc.go');
      await page.getByRole('checkbox', {name: text.addonLabels.jsonrpc}).check();
      await page.getByRole('radio', {name: 'go-restful'}).check();
      await page.getByRole('checkbox', {name: text.componentLabels.redis}).check();
      await expect(page).toHaveURL(/framework=restful/);
      expect(await shownPaths(page)).toContain('apps/hello/api/rpc.go');
      // The language menu keeps the choices.
      const other = locale === 'en' ? '/zh-Hans/start/' : '/start/';
      await expect(page.locator(`.navbar a[href^="${other}?"]`).first()).toHaveAttribute('href', new RegExp(`framework=restful&with=health,jsonrpc,redis`));
      await expect(page.getByRole('status')).toContainText(/\d/);
      // main.go shows the go-restful variant of the health check and the Redis import.
      const code = page.locator('pre code');
      await expect(code).toContainText('ioc/apps/health/restful');
      await expect(code).toContainText('ioc/config/redis');
      const url = page.url();
      await page.goto('about:blank');
      await gotoHydrated(page, url);
      await expect(page.getByRole('radio', {name: 'go-restful'})).toBeChecked();
      await expect(page.getByRole('checkbox', {name: text.addonLabels.jsonrpc})).toBeChecked();
      await expect(page.getByRole('checkbox', {name: text.componentLabels.redis})).toBeChecked();
    });

    test("the code's mcube identifiers link to their documentation, served and after a change", async ({page}) => {
      const linksChunk = /start-code-links/;
      const loaded: string[] = [];
      page.on('request', (request) => loaded.push(request.url()));
      await gotoHydrated(page, path);
      const server = 'https://pkg.go.dev/github.com/infraboard/mcube/v2/ioc/server@v2.1.10';
      const code = page.locator('pre code');
      await expect(code.getByRole('link', {name: 'DefaultConfig'}).first()).toHaveAttribute('href', `${server}#DefaultConfig`);
      await expect(code.getByRole('link', {name: 'Run', exact: true})).toHaveAttribute('href', `${server}#Run`);
      // The served code carries its links: the page loads no link data for it.
      expect(loaded.filter((url) => linksChunk.test(url))).toEqual([]);

      await page.getByRole('radio', {name: 'go-restful'}).check();
      await page.getByRole('button', {name: 'http.go'}).click();
      const router = code.getByRole('link', {name: 'ObjectRouter'});
      await expect(router).toHaveAttribute('href', 'https://pkg.go.dev/github.com/infraboard/mcube/v2/ioc/config/gorestful@v2.1.10#ObjectRouter');
      await expect(router).toHaveAttribute('title', /^func ObjectRouter\(/);
      await expect(code.getByRole('link', {name: 'Registry'})).toHaveAttribute('href', /mcube\/v2\/ioc@v2\.1\.10#StoreUser\.Registry$/);
      await expect(code.getByRole('link', {name: 'Failed'})).toHaveAttribute('href', /mcube\/v2\/http\/restful\/response@v2\.1\.10#Failed$/);
      expect(loaded.filter((url) => linksChunk.test(url))).toHaveLength(1);
      // The project's own names stay plain.
      await expect(code.getByRole('link', {name: 'GreetRequest'})).toHaveCount(0);
    });

    test('a shared link restores its choices; hostile values are ignored', async ({page}) => {
      const query = '?framework=gin&with=redis,trace,%3Cscript%3E&app=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&port=99999';
      let dialogs = 0;
      page.on('dialog', (dialog) => void dialog.dismiss().then(() => (dialogs += 1)));
      await gotoHydrated(page, `${path}${query}`);
      await expect(page.getByRole('checkbox', {name: text.componentLabels.redis})).toBeChecked();
      await expect(page.getByRole('checkbox', {name: text.addonLabels.trace})).toBeChecked();
      await expect(page.getByRole('checkbox', {name: text.addonLabels.health})).not.toBeChecked();
      await expect(page.getByLabel(text.app)).toHaveValue('demo');
      await expect(page.getByLabel(text.port)).toHaveValue('8080');
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(dialogs).toBe(0);
      await expect(page).toHaveURL(/\?with=trace,redis$/);
    });

    test('an invalid field is announced and leaves the project as it was', async ({page}) => {
      await gotoHydrated(page, path);
      const app = page.getByLabel(text.app);
      await app.fill('shop');
      await page.getByRole('button', {name: 'README.md'}).click();
      await expect(page.locator('pre code')).toContainText('# shop');
      await app.fill('Not Valid!');
      await expect(app).toHaveAttribute('aria-invalid', 'true');
      await expect(app).toHaveAccessibleDescription(new RegExp(text.invalid.slice(0, 10)));
      await expect(page.locator('pre code')).toContainText('# shop');
    });

    test('a field refuses what cannot build and says why', async ({page}) => {
      await gotoHydrated(page, path);
      const module = page.getByLabel(text.module);
      await module.fill('example.com/con');
      await expect(module).toHaveAttribute('aria-invalid', 'true');
      await expect(module).toHaveAccessibleDescription(containing(text.moduleProblems.windows));
      await module.fill('example.com/vendor/x');
      await expect(module).toHaveAccessibleDescription(containing(text.moduleProblems.vendor));
      // A module the project requires is refused; a path without a dot is Go's to accept.
      await module.fill('github.com/rs/zerolog');
      await expect(module).toHaveAccessibleDescription(containing(text.moduleProblems.module));
      await module.fill('demo');
      await expect(module).toHaveAttribute('aria-invalid', 'false');
      const app = page.getByLabel(text.app);
      await app.fill('con');
      await expect(app).toHaveAccessibleDescription(containing(text.appReserved));
      await page.getByRole('checkbox', {name: text.addonLabels.grpc}).check();
      const port = page.getByLabel(text.port);
      await port.fill('18080');
      await expect(port).toHaveAttribute('aria-invalid', 'true');
      await expect(port).toHaveAccessibleDescription(containing(text.portTaken.replace('{addon}', text.addonLabels.grpc)));
      await page.getByRole('button', {name: 'go.mod'}).click();
      // The last valid value is the one used: "demo", which go mod init accepts.
      await expect(page.locator('pre code .token-line').first()).toHaveText('module demo');
      await expect(page).not.toHaveURL(/port=18080|app=con|vendor/);
    });

    test('a shared link names the values it could not use', async ({page}) => {
      await gotoHydrated(page, `${path}?port=0x50&app=Demo&with=grpc`);
      await expect(page.locator('main').getByRole('alert')).toContainText('port=0x50, app=Demo');
      await expect(page.getByLabel(text.port)).toHaveValue('8080');
      await expect(page.getByLabel(text.app)).toHaveValue('demo');
      await gotoHydrated(page, `${path}?port=18080&with=grpc`);
      await expect(page.locator('main').getByRole('alert')).toContainText('port=18080');
      await expect(page.getByLabel(text.port)).toHaveValue('8080');
      // A module the project requires: the paths it may not take are loaded before the link is read.
      await gotoHydrated(page, `${path}?module=github.com/rs/zerolog`);
      await expect(page.locator('main').getByRole('alert')).toContainText('module=github.com/rs/zerolog');
      await expect(page.getByLabel(text.module)).toHaveValue('example.com/demo');
      await gotoHydrated(page, `${path}?port=18080`);
      await expect(page.getByLabel(text.port)).toHaveValue('18080');
      await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
    });

    test('the zip holds exactly the files shown, with the content shown', async ({page}) => {
      await gotoHydrated(page, `${path}?framework=restful&with=health,grpc,jsonrpc,apidoc,mysql`);
      const shown = await shownPaths(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', {name: text.download}).click()]);
      expect(download.suggestedFilename()).toBe('demo.zip');
      const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
      expect(Object.keys(entries).map((name) => name.replace(/^demo\//, '')).sort()).toEqual([...shown].sort());
      const expected = generateProject(choicesFromQuery('?framework=restful&with=health,grpc,jsonrpc,apidoc,mysql', data), data, text.generated);
      for (const file of expected) expect(strFromU8(entries[`demo/${file.path}`]), file.path).toBe(file.content);
      await page.getByRole('button', {name: 'application.toml'}).click();
      await expect(page.locator('pre code')).toContainText('[datasource]');
      await expect(page.getByRole('status')).toHaveText(text.downloaded);
    });

    test('the copy button copies the file shown', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await gotoHydrated(page, path);
      await page.getByRole('button', {name: 'main.go'}).click();
      const block = page.locator('.theme-code-block');
      // Highlighted by the site's Prism: keywords are tokens of their own colour.
      await expect(block.locator('.token.keyword').first()).toBeVisible();
      await page.getByRole('button', {name: 'go.mod'}).click();
      await block.hover();
      await block.getByRole('button', {name: locale === 'en' ? 'Copy code to clipboard' : '复制代码到剪贴板'}).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^module example\.com\/demo\n\ngo 1\.\d+/);
      expect(copied).toContain('require github.com/infraboard/mcube/v2 v2.1.10');
    });

    test('works with the keyboard alone', async ({page}) => {
      await gotoHydrated(page, path);
      await page.getByLabel(text.module).focus();
      await page.keyboard.press('Control+a');
      await page.keyboard.type('example.com/keys');
      // Tab through the fields to the framework radios, then choose go-restful with an arrow key.
      const radio = page.getByRole('radio', {name: 'Gin'});
      for (let i = 0; i < 5 && !(await radio.evaluate((element) => element === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      await expect(radio).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', {name: 'go-restful'})).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('checkbox', {name: text.addonLabels.health})).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByRole('checkbox', {name: text.addonLabels.health})).not.toBeChecked();
      const readme = page.getByRole('button', {name: 'README.md'});
      await readme.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('pre code')).toContainText('example.com/keys');
      await expect(page).toHaveURL(/framework=restful/);
    });

    for (const width of [1280, 375]) {
      test(`has no accessibility violations at ${width} px in both colour modes`, async ({page}) => {
        await page.setViewportSize({width, height: 900});
        await gotoHydrated(page, `${path}?with=health,redis`);
        await page.addStyleTag({content: '.theme-code-block { content-visibility: visible !important; }'});
        for (const mode of ['light', 'dark']) {
          await page.evaluate(async (theme) => {
            document.documentElement.setAttribute('data-theme', theme);
            await new Promise(requestAnimationFrame);
            await Promise.all(document.getAnimations().map((animation) => animation.finished));
          }, mode);
          const results = await new AxeBuilder({page}).withTags(axeTags).options({resultTypes: ['violations']}).analyze();
          expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), mode).toEqual([]);
        }
        // Nothing is wider than the phone's screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}

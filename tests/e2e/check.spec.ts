import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, gotoHydrated, localePrefix, type Locale, scriptsOfVisit} from './site';
import {checkText, repoRoot} from '../../scripts/site-model';
import {runCheck, type Shown} from './check';
import {expectAccessible} from './axe';

const fixture = (name: string) => readFileSync(join(repoRoot, 'tests/check/files', name), 'utf8');

/** A finding as the expectations below write it: kind, line (or -), name (or -). */
const brief = (finding: Shown) => `${finding.kind} ${finding.line ?? '-'} ${finding.name ?? '-'}${finding.outcome ? ` ${finding.outcome}${finding.value ? `=${finding.value}` : ''}` : ''}`;

/** Realistic old files, written by hand, and what the page must find in them. */
const cases = [
  {
    name: 'a v2.0.60 file: three defaults changed since',
    release: 'v2.0.60',
    toml: fixture('v2.0.60.toml'),
    findings: ['default-changed - log.console.no_color', 'default-changed - trace.endpoint', 'default-changed - trace.provider'],
  },
  {
    name: 'a v2.1.0 file with typos, a made-up section and wrong types',
    release: 'v2.1.0',
    toml: fixture('v2.1.0-typos.toml'),
    findings: [
      'type 4 app.debug fails',
      'unknown-key 7 http.port',
      'type 8 http.read_timeout converted=60',
      'unknown-section 10 datasource',
      'unknown-key 16 datasource.database',
      'type 17 datasource.auto_migrate converted=true',
      'type 20 redis.endpoints converted=[127.0.0.1:6379]',
      'type 23 rabbitmq.timeout fails',
      'type 24 rabbitmq.heart_beat converted=10ns',
      'unknown-section 26 log.console',
    ],
  },
  {
    name: 'a v2.0.20 .env beside the v2.0.60 file',
    release: 'v2.0.20',
    toml: fixture('v2.0.60.toml'),
    env: fixture('old.env'),
    findings: [
      'default-changed - gin_cors.cors_allowed_headers',
      'default-changed - log.console.no_color',
      'default-changed - metric.enable',
      'default-changed - mongo.database',
      'default-changed - trace.endpoint',
      'default-changed - trace.provider',
      'env-and-file 2 app.name',
      'env-type 3 http.port',
      'env-and-file 3 http.port',
      'env-renamed 4 metric.enable',
      'env-renamed 5 gin_cors.enabled',
      'env-unknown 7 mongo.database',
      'env-and-file 8 datasource.password',
    ],
  },
];

for (const locale of ['en', 'zh-Hans'] as Locale[]) {
  const text = checkText[locale];
  const path = `${localePrefix(locale)}/check/`;

  test.describe(path, () => {
    for (const c of cases) {
      test(`${c.name}: the findings, each linking its reference row and topic page`, async ({page}) => {
        await gotoHydrated(page, path);
        await expect(page.getByText(text.privacy)).toBeVisible();
        const shown = await runCheck(page, locale, c);
        const tomlFindings = shown.findings.filter((f) => f.file === 'toml' && f.kind !== 'default-changed');
        const envFindings = shown.findings.filter((f) => f.file === 'env');
        const defaults = shown.findings.filter((f) => f.kind === 'default-changed');
        expect([...tomlFindings, ...envFindings, ...defaults].map(brief).sort()).toEqual([...c.findings].sort());
        expect(shown.announced).toBe(shown.findings.length === 1 ? text.countOne : text.count.replace('{count}', String(shown.findings.length)));
        // Printed for the record: what a reader sees.
        console.log(`${path} ${c.name}:\n${shown.findings.map((f) => `  ${f.text}`).join('\n')}`);
        for (const finding of shown.findings.filter((f) => f.name && f.kind !== 'env-unknown')) {
          expect(finding.links[0], `${brief(finding)} links its reference row`).toMatch(new RegExp(`${localePrefix(locale)}/docs/framework/reference/config/#`));
        }
      });
    }

    test('the links of a finding reach the reference row and the topic table', async ({page}) => {
      await gotoHydrated(page, path);
      const shown = await runCheck(page, locale, {toml: '[mongodb]\ndatabase = "x"\n', release: 'v2.0.5'});
      const renamed = shown.findings.find((f) => f.kind === 'renamed-section')!;
      expect(renamed.links).toEqual([`${localePrefix(locale)}/docs/framework/reference/config/#mongo`, expect.stringMatching(/\/docs\/framework\/component\/mongo\/#/)]);
      expect(shown.toml).toBe('[mongo]\ndatabase = "x"\n');
      for (const href of renamed.links) {
        await gotoHydrated(page, href);
        await expect(page.locator(`[id="${decodeURIComponent(href.split('#')[1])}"]`)).toHaveCount(1);
      }
    });

    test('bad input gets a clear message and runs nothing: 5 MB, binary, deep nesting, markup', async ({page}) => {
      await gotoHydrated(page, path);
      const big = `[app]\nname = "${'x'.repeat(5 * 1024 * 1024)}"\n`;
      await page.getByLabel(text.toml, {exact: true}).evaluate((area, value) => {
        // A paste of 5 MB: set at once, as the browser does, then the input event.
        const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
        setter.call(area, value);
        area.dispatchEvent(new Event('input', {bubbles: true}));
      }, big);
      await expect(page.locator('li[data-kind="too-large"]')).toContainText('5.0 MB');
      await expect(page.locator('pre[data-file]')).toHaveCount(0);

      // Binary data from a file: refused as not text.
      await page.locator('#check-toml ~ label input[type=file]').setInputFiles({name: 'app.toml', mimeType: 'application/octet-stream', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0x01])});
      await expect(page.getByRole('alert')).toHaveText(text.notText);

      // Deep nesting and a control character: the parser's own message and line.
      for (const [source, line] of [[`a = ${'['.repeat(50_000)}1${']'.repeat(50_000)}`, 1], ['[app]\nname = "a\u0000b"\n', 2]] as const) {
        const shown = await runCheck(page, locale, {toml: source, release: 'v2.1.10'});
        expect(shown.findings.map((f) => `${f.kind} ${f.line}`)).toEqual([`syntax ${line}`]);
      }

      // Markup in keys and values is text.
      await page.evaluate(() => ((window as unknown as {ran: number}).ran = 0));
      const hostile = '[app]\n"<img src=x onerror=window.ran++>" = "<script>window.ran++</script>"\n[\'<svg onload=window.ran++>\']\nx = 1\n';
      const shown = await runCheck(page, locale, {toml: hostile, release: 'v2.1.10'});
      expect(shown.findings.map((f) => f.kind)).toEqual(['unknown-key', 'unknown-section']);
      expect(shown.findings[0].text).toContain('<img src=x onerror=window.ran++>');
      await expect(page.locator('main img, main svg[onload], main script')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as {ran: number}).ran)).toBe(0);
    });

    test('it works offline once loaded, sends nothing, and downloads the rewritten file', async ({page, context}) => {
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await context.setOffline(true);
      const shown = await runCheck(page, locale, {toml: fixture('v2.1.0-typos.toml'), release: 'v2.1.0'});
      expect(shown.findings.length).toBeGreaterThan(5);
      const download = page.waitForEvent('download');
      await page.locator('section[aria-labelledby="check-rewritten"]').getByRole('button', {name: text.download}).click();
      expect(readFileSync(await (await download).path(), 'utf8')).toBe(shown.toml);
      await context.setOffline(false);
      expect(requests.filter((url) => !url.startsWith('blob:'))).toEqual([]);
    });

    test('keyboard and screen reader: labelled fields in order, the count announced, axe clean with results at both widths', async ({page}) => {
      await gotoHydrated(page, path);
      await page.getByLabel(text.release).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(text.toml, {exact: true})).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.locator('#check-toml ~ label input[type=file]')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(text.env, {exact: true})).toBeFocused();
      const shown = await runCheck(page, locale, {toml: fixture('v2.1.0-typos.toml'), env: fixture('old.env'), release: 'v2.1.0'});
      await expect(page.getByRole('status')).toHaveText(shown.announced);
      for (const width of [1280, 375]) await expectAccessible(page, path, width);
      // At phone width nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
}

test("the check's code and data load on /check/ only", async ({page}) => {
  const scriptsOf = async (path: string) => (await scriptsOfVisit(page, path)).join('\n');
  // A string only the check's data holds, and one of the TOML parser's messages.
  const checkCode = /envWinsSince|Unterminated string constant/;
  expect(await scriptsOf('/check/')).toMatch(checkCode);
  for (const path of ['/', '/docs/framework/reference/config/', '/docs/framework/reference/upgrade/', '/start/', '/zh-Hans/docs/framework/quickstart/']) {
    expect(await scriptsOf(path), path).not.toMatch(checkCode);
  }
});

/**
 * Search figures for the benchmark, in Chromium against the production server:
 * - the bytes a first search transfers on a doc page (engine, WebAssembly, index pieces and
 *   the text of the pages shown), per locale, as sent, its query typed at one key every 60 ms
 *   and every 300 ms;
 * - the time from the last keystroke of a query to its results in the navbar box, median and
 *   worst over the query set of tests/search-queries.json (the engine already loaded, as it is
 *   after the reader's first query). Includes the browser driver's round trip (a few ms).
 */
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './chromium';

type Query = {locale: 'en' | 'zh-Hans'; query: string};
export type SearchFigures = {
  locale: string;
  /** Bytes and files of a first search typed at one key every 60 ms, and bytes at 300 ms a key. */
  firstSearchBytes: number;
  firstSearchFiles: number;
  firstSearchBytesSlowTyping: number;
  medianMs: number;
  worstMs: number;
  queries: number;
};

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);
const results = (page: Page, query: string) =>
  page.locator(`.navbar [aria-busy="false"] [role="listbox"][data-query="${query.replace(/\s+/g, ' ').trim()}"]`);

/**
 * Everything fetched once a doc page has settled, while its query is typed at `keyDelay` ms a
 * key until its results show: the search's results code, engine, WebAssembly, index pieces
 * and the shown pages' text, as sent.
 */
async function firstSearch(browser: Browser, origin: string, locale: string, query: string, keyDelay: number) {
  const page = await browser.newPage();
  const sizes: number[] = [];
  let pageSettled = false;
  page.on('requestfinished', async (request) => {
    if (!pageSettled) return;
    const length = Number((await request.response())?.headers()['content-length'] ?? 0);
    sizes.push((await request.sizes()).responseBodySize || length);
  });
  await page.goto(`${origin}${prefix(locale)}/docs/framework/config/log/`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForLoadState('networkidle');
  pageSettled = true;
  await page.locator('.navbar').getByRole('combobox').click();
  // One character every keyDelay ms, as a keyboard or an input method commits them.
  for (const character of query) {
    await page.keyboard.insertText(character);
    await page.waitForTimeout(keyDelay);
  }
  await results(page, query).waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  await page.close();
  return {bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length};
}

export async function measureSearch(origin: string): Promise<SearchFigures[]> {
  const {queries} = JSON.parse(readFileSync(resolve('tests/search-queries.json'), 'utf8')) as {queries: Query[]};
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const figures: SearchFigures[] = [];
  try {
    for (const locale of ['en', 'zh-Hans'] as const) {
      const own = queries.filter((entry) => entry.locale === locale).map((entry) => entry.query);
      const [fast, slow] = [await firstSearch(browser, origin, locale, own[0], 60), await firstSearch(browser, origin, locale, own[0], 300)];
      const page = await browser.newPage();
      await page.goto(`${origin}${prefix(locale)}/docs/framework/config/log/`);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      const box = page.locator('.navbar').getByRole('combobox');
      await box.click();
      await box.fill(own[0]);
      await results(page, own[0]).waitFor({state: 'attached'});

      const times: number[] = [];
      for (const query of own) {
        await box.fill(query.slice(0, -1));
        if (query.length > 1) await page.locator('.navbar [aria-busy="false"]').waitFor({state: 'attached'});
        const start = performance.now();
        await page.keyboard.insertText(query.at(-1)!);
        await results(page, query).waitFor({state: 'attached'});
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      figures.push({locale, firstSearchBytes: fast.bytes, firstSearchFiles: fast.files, firstSearchBytesSlowTyping: slow.bytes, medianMs: times[Math.floor(times.length / 2)], worstMs: times.at(-1)!, queries: times.length});
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}

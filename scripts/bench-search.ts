/**
 * Search figures, in Chromium against nginx with the production rules: a reader's first
 * search on a doc page, in a fresh browser each time, its query typed into the navbar box at
 * one key every 60 ms, 300 ms and 1 s, with the page's CPU at full speed and 4 times slower.
 * For each query, page, pace and CPU:
 * - the time from the last key to the first result shown for the whole query (median and
 *   worst of the runs), timed by the page's own clock;
 * - the slowest key once results show at all (the engine loaded): the time from a key to the
 *   results for the box's text, over the keys answered before the next one came;
 * - the bytes fetched after the box got the focus until the excerpts show, bodies and headers
 *   as sent (the results code, the engine, its WebAssembly, index pieces, the pages' text),
 *   median of the runs.
 * Beside them, the same figures for another build when one is given.
 *
 *   npm run bench                                        # with the rest of the benchmark
 *   BENCH_SEARCH_BEFORE=/abs/path/build npm run bench    # beside another build's figures
 *   npx tsx scripts/bench-search.ts [--runs 3] [--build DIR] [--before DIR]   # search only
 *
 * Another build to compare with: `git worktree add --detach /tmp/mcube-before <commit>`,
 * `ln -s "$PWD/node_modules" /tmp/mcube-before/`, `npm run build` in it, then pass
 * /tmp/mcube-before/build (MAINTAINING.md, "Benchmark").
 */
import {spawn} from 'node:child_process';
import {resolve} from 'node:path';
import {chromium, type Browser, type Page, type Request} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './chromium';
import {freePort} from './free-port';
import {formatKib, formatMs, printTable} from './bench/common';

const queries = ['redis', 'opentelemetry', '链路追踪', 'redis 密码'];
const pages = [
  {locale: 'en', path: '/docs/framework/config/log/'},
  {locale: 'zh-Hans', path: '/zh-Hans/docs/framework/config/log/'},
];
/**
 * Milliseconds between keys, how many times slower the page's CPU runs (Chromium's
 * Emulation.setCPUThrottlingRate: a phone, or a machine busy with something else), and how
 * many runs each gets at most (1 s a key is long).
 */
const paces = [
  {keyDelay: 60, cpuSlowdown: 1, maxRuns: Infinity},
  {keyDelay: 300, cpuSlowdown: 1, maxRuns: Infinity},
  {keyDelay: 1000, cpuSlowdown: 1, maxRuns: 1},
  {keyDelay: 60, cpuSlowdown: 4, maxRuns: 1},
  {keyDelay: 300, cpuSlowdown: 4, maxRuns: 1},
  {keyDelay: 1000, cpuSlowdown: 4, maxRuns: 1},
];

export type SearchCase = {
  locale: string;
  query: string;
  keyDelay: number;
  cpuSlowdown: number;
  runs: number;
  /** From the last key to the first result for the whole query. */
  medianMs: number;
  worstMs: number;
  /** The slowest key answered before the next one, once the engine had loaded (all runs). */
  slowestKeyMs: number;
  /** Bodies and headers fetched after the box got the focus: median of the runs. */
  bytes: number;
  files: number;
};
export type SearchFigures = {build: string; cases: SearchCase[]};

/**
 * Counts the bytes, bodies and headers as sent, of the requests `counted` picks, and tells when
 * the network has been quiet for `quietMs` with nothing in flight (Playwright's `networkidle`
 * is a load state: once the page has loaded, waiting for it returns at once).
 */
export function watchRequests(page: Page, counted: (request: Request) => boolean) {
  const files: Promise<{url: string; bytes: number}>[] = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (step: number) => {
    inFlight += step;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfailed', () => change(-1));
  page.on('requestfinished', (request) => {
    change(-1);
    if (counted(request)) files.push(request.sizes().then((sizes) => ({url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize})));
  });
  return {
    /** The files counted so far, once the network has been quiet for `quietMs` from now. */
    async quiet(quietMs = 800) {
      const from = Date.now();
      while (inFlight > 0 || Date.now() - Math.max(lastChange, from) < quietMs) await new Promise((done) => setTimeout(done, 50));
      return Promise.all(files);
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One first search in a fresh browser context; times come from the page's clock. */
async function firstSearch(browser: Browser, origin: string, path: string, query: string, keyDelay: number, cpuSlowdown: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  let counting = false;
  const requests = watchRequests(page, () => counting);
  await page.goto(`${origin}${path}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await requests.quiet();
  counting = true;
  await page.keyboard.press('Control+k');
  // No named functions inside: the script runner (tsx) would wrap them in a helper the page lacks.
  const timing = await page.evaluate(
    async ({text, delay}) => {
      // When the navbar list first showed an answer for each query (data-query is set with it).
      const shown = new Map<string, number>();
      const observer = new MutationObserver(() => {
        const answered = document.querySelector('.navbar [role="listbox"][data-query]')?.getAttribute('data-query');
        if (answered && !shown.has(answered)) shown.set(answered, performance.now());
      });
      observer.observe(document.querySelector('.navbar')!, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-query']});
      const keys: {query: string; at: number}[] = [];
      const characters = [...text];
      for (const [index, character] of characters.entries()) {
        document.execCommand('insertText', false, character);
        keys.push({query: characters.slice(0, index + 1).join('').replace(/\s+/g, ' ').trim(), at: performance.now()});
        if (index < characters.length - 1) await new Promise((done) => setTimeout(done, delay));
      }
      const whole = keys.at(-1)!.query;
      const deadline = performance.now() + 20_000;
      while (!shown.has(whole) && performance.now() < deadline) await new Promise((done) => setTimeout(done, 5));
      observer.disconnect();
      return {keys, shown: Object.fromEntries(shown)};
    },
    {text: query, delay: keyDelay},
  );
  // The excerpts of the pages listed follow the results (once the query has stood): then nothing more is fetched.
  const list = page.locator(`.navbar [role="listbox"][data-query="${query.replace(/["\\]/g, '\\$&')}"]`);
  if ((await list.getByRole('option').count()) > 0) await list.locator('mark').first().waitFor({timeout: 20_000});
  const sizes = (await requests.quiet()).map((file) => file.bytes);
  await context.close();
  const {keys, shown} = timing;
  const last = keys.at(-1)!;
  if (shown[last.query] === undefined) throw new Error(`no answer for "${query}" on ${path}`);
  const firstAnswer = Math.min(...Object.values(shown));
  // Keys typed once results show at all, answered before the next key.
  const keyTimes = keys
    .map((key, index) => ({key, next: keys[index + 1]?.at ?? Infinity}))
    .filter(({key, next}) => key.at >= firstAnswer && shown[key.query] !== undefined && shown[key.query] <= next)
    .map(({key}) => Math.max(0, shown[key.query] - key.at));
  return {ms: Math.max(0, shown[last.query] - last.at), keyTimes, bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length};
}

export async function measureSearch(origin: string, build = 'build/', runs = 3): Promise<SearchFigures> {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const cases: SearchCase[] = [];
  try {
    for (const {keyDelay, cpuSlowdown, maxRuns} of paces) {
      for (const {locale, path} of pages) {
        for (const query of queries) {
          const results = [];
          for (let run = 0; run < Math.min(runs, maxRuns); run += 1) results.push(await firstSearch(browser, origin, path, query, keyDelay, cpuSlowdown));
          const times = results.map((result) => result.ms);
          cases.push({
            locale,
            query,
            keyDelay,
            cpuSlowdown,
            runs: results.length,
            medianMs: median(times),
            worstMs: Math.max(...times),
            slowestKeyMs: Math.max(0, ...results.flatMap((result) => result.keyTimes)),
            bytes: median(results.map((result) => result.bytes)),
            files: median(results.map((result) => result.files)),
          });
        }
      }
    }
  } finally {
    await browser.close();
  }
  return {build, cases};
}

/** Serves `buildDir` with nginx's production rules (scripts/nginx.sh) on a free port. */
export async function serveBuild(buildDir: string): Promise<{origin: string; stop: () => Promise<void>}> {
  const port = await freePort();
  const server = spawn('bash', [resolve('scripts/while-alive.sh'), String(process.pid), 'bash', resolve('scripts/nginx.sh')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, PORT: String(port), BUILD_DIR: resolve(buildDir)},
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(`${origin}/`);
      return {origin, stop};
    } catch (error) {
      if (attempt === 100) {
        await stop();
        throw error;
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

/** Figures for the build at `origin` and, when `before` names another build, for that one too. */
export async function benchSearch(origin: string, before = process.env.BENCH_SEARCH_BEFORE, runs = 3): Promise<SearchFigures[]> {
  const figures = [await measureSearch(origin, 'build/', runs)];
  if (before) {
    const server = await serveBuild(before);
    try {
      figures.push(await measureSearch(server.origin, before, runs));
    } finally {
      await server.stop();
    }
  }
  return figures;
}

export function printSearch([now, before]: SearchFigures[]): void {
  const times = (entry: SearchCase) => `${formatMs(entry.medianMs)} / ${formatMs(entry.worstMs)}`;
  const bytes = (entry: SearchCase) => `${formatKib(entry.bytes)} (${entry.files})`;
  const rows = now.cases.map((entry) => {
    const row = [entry.locale, entry.query, `${entry.keyDelay} ms`, `${entry.cpuSlowdown ?? 1}x`, String(entry.runs), times(entry), formatMs(entry.slowestKeyMs), bytes(entry)];
    // The same case in the other build (one measured before the CPU was slowed has none).
    const old = before?.cases.find((other) => other.locale === entry.locale && other.query === entry.query && other.keyDelay === entry.keyDelay && (other.cpuSlowdown ?? 1) === entry.cpuSlowdown);
    return old ? [...row, times(old), formatMs(old.slowestKeyMs), bytes(old)] : row;
  });
  const headers = ['page', 'query', 'a key every', 'CPU slower', 'runs', 'last key → result (median / worst)', 'slowest key', 'bytes (files)'];
  console.log(`\nSearch: a first search in a fresh browser, typed into the navbar box (${now.build}${before ? `; before: ${before.build}` : ''})`);
  printTable(before ? [...headers, 'before: last key → result', 'slowest key', 'bytes (files)'] : headers, rows, 3);
}

async function main() {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const runs = Number(option('--runs') ?? 3);
  const build = option('--build') ?? 'build';
  const server = await serveBuild(build);
  try {
    const figures = await benchSearch(server.origin, option('--before') ?? process.env.BENCH_SEARCH_BEFORE, runs);
    figures[0].build = build;
    printSearch(figures);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(__filename)) void main();

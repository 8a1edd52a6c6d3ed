/**
 * Benchmark of the production site: cold build time, Lighthouse (mobile and desktop, median
 * of 3 runs per route) against nginx with the production rules, search (bytes of a first
 * search, keystroke-to-results times; scripts/bench-search.ts) and a bounded load test.
 * Prints the figures next to the targets and appends them to bench/results.json.
 * Targets are reported, never asserted: the exit code is non-zero only when something could
 * not be measured.
 *
 *   npm run bench                  # cold build first
 *   npm run bench -- --skip-build  # reuse build/
 *
 * BENCH_PORT sets nginx's port (default 3300).
 */
import {spawn, execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import autocannon from 'autocannon';
import {launch, type LaunchedChrome} from 'chrome-launcher';
import type {Config, Result as LighthouseResult} from 'lighthouse';
import {chromiumFlags, chromiumPath} from './chromium';
import {measureSearch, type SearchFigures} from './bench-search';

const chromeFlags = ['--headless=new', ...chromiumFlags];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const runsPerRoute = 3;
const port = Number(process.env.BENCH_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const buildDir = resolve('build'); // npm runs scripts from the repository root
const resultsFile = resolve('bench/results.json');
const kib = 1024;

type Preset = 'mobile' | 'desktop';
const presets: Preset[] = ['mobile', 'desktop'];

interface Route {
  name: string;
  path: string;
  isDocPage: boolean;
  isNotFound?: boolean;
}

interface TransferBytes {
  script: number;
  stylesheet: number;
  document: number;
  image: number;
  font: number;
  other: number;
  total: number;
}

interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: TransferBytes;
  requests: number;
}

interface TargetCheck {
  target: string;
  value: number;
  met: boolean;
}

interface PageResult {
  route: string;
  path: string;
  preset: Preset;
  median: PageFigures;
  targets: TargetCheck[];
  runs: PageFigures[];
}

interface LoadResult {
  name: string;
  paths: string[];
  amount: number;
  connections: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  throughputBytesPerSecond: number;
  errors: number;
  timeouts: number;
  unexpectedStatus: number;
  statusCodes: Record<string, number>;
}

interface Target {
  label: string;
  appliesTo: (route: Route, preset: Preset) => boolean;
  value: (figures: PageFigures) => number;
  isMet: (value: number) => boolean;
  format: (value: number) => string;
}

const everyPage = () => true;
const targets: Target[] = [
  {
    label: 'perf >= 98 (mobile)',
    appliesTo: (_route, preset) => preset === 'mobile',
    value: (f) => f.performance,
    isMet: (v) => v >= 98,
    format: String,
  },
  {label: 'TBT <= 150 ms', appliesTo: everyPage, value: (f) => f.tbtMs, isMet: (v) => v <= 150, format: formatMs},
  {label: 'LCP <= 1.8 s', appliesTo: everyPage, value: (f) => f.lcpMs, isMet: (v) => v <= 1800, format: formatMs},
  {label: 'CLS = 0', appliesTo: everyPage, value: (f) => f.cls, isMet: (v) => v === 0, format: formatCls},
  {
    label: 'doc JS <= 120 KiB',
    appliesTo: (route) => route.isDocPage,
    value: (f) => f.bytes.script,
    isMet: (v) => v <= 120 * kib,
    format: formatKib,
  },
  {
    label: 'total <= 250 KiB',
    appliesTo: everyPage,
    value: (f) => f.bytes.total,
    isMet: (v) => v <= 250 * kib,
    format: formatKib,
  },
];

// Whatever is running when the script is interrupted or fails gets stopped here.
const stopOnExit = new Set<() => void>();

function stopEverything(): void {
  for (const stop of stopOnExit) stop();
  stopOnExit.clear();
}

function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

function formatKib(bytes: number): string {
  return `${(bytes / kib).toFixed(1)} KiB`;
}

function formatCls(cls: number): string {
  return cls === 0 ? '0' : cls.toPrecision(2);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {stdio: 'inherit', env});
    const stop = () => child.kill('SIGTERM');
    stopOnExit.add(stop);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      stopOnExit.delete(stop);
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Seconds of a cold `docusaurus build` (caches removed first) of the given locales, or all. */
async function buildCold(locales: string[] = []): Promise<number> {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(resolve(dir), {recursive: true, force: true});
  }
  const start = performance.now();
  await runCommand(resolve('node_modules/.bin/docusaurus'), ['build', ...locales.flatMap((locale) => ['--locale', locale])], {
    ...process.env,
    BROWSERSLIST_IGNORE_OLD_DATA: '1',
  });
  const seconds = (performance.now() - start) / 1000;
  // As `npm run build` does after building (postbuild): the .gz files nginx serves as they are.
  await runCommand(resolve('node_modules/.bin/tsx'), [resolve('scripts/postbuild.ts')], process.env);
  return seconds;
}

async function portAnswers(): Promise<boolean> {
  try {
    await fetch(`${origin}/`, {redirect: 'manual', signal: AbortSignal.timeout(1000)});
    return true;
  } catch {
    return false;
  }
}

/** Starts nginx and resolves, once it answers, to the function that stops it. */
async function startNginx(): Promise<() => Promise<void>> {
  if (await portAnswers()) {
    throw new Error(`Something already answers on ${origin}: set BENCH_PORT to a free port.`);
  }
  const nginx = spawn('bash', [resolve('scripts/nginx.sh')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {...process.env, PORT: String(port)},
  });
  const hasExited = () => nginx.exitCode !== null || nginx.signalCode !== null;
  const exited = new Promise((done) => nginx.once('exit', done));
  const kill = () => nginx.kill('SIGTERM'); // nginx.sh execs nginx: this is the master, fast shutdown
  stopOnExit.add(kill);
  const stop = async () => {
    stopOnExit.delete(kill);
    if (hasExited()) return;
    kill();
    await Promise.race([exited, new Promise((wake) => setTimeout(wake, 5000))]);
    if (!hasExited()) nginx.kill('SIGKILL');
  };

  const deadline = Date.now() + 15_000;
  while (!(await portAnswers())) {
    if (hasExited()) throw new Error('nginx exited before answering (see its errors above).');
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${origin} within 15 s.`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
  return stop;
}

function longestConfigRoute(): Route {
  const configDir = resolve(buildDir, 'docs/framework/config');
  const pages = readdirSync(configDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(resolve(configDir, entry.name, 'index.html')))
    .map((entry) => ({name: entry.name, size: statSync(resolve(configDir, entry.name, 'index.html')).size}))
    .sort((a, b) => b.size - a.size);
  if (!pages.length) throw new Error(`No config pages in ${configDir}.`);
  const longest = pages[0].name;
  return {name: `config/${longest}`, path: `/docs/framework/config/${longest}/`, isDocPage: true};
}

// The largest hashed script: the main bundle every page loads.
function largestScriptPath(): string {
  const jsDir = resolve(buildDir, 'assets/js');
  const scripts = readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({name, size: statSync(resolve(jsDir, name)).size}))
    .sort((a, b) => b.size - a.size);
  if (!scripts.length) throw new Error(`No scripts in ${jsDir}.`);
  return `/assets/js/${scripts[0].name}`;
}

async function runLighthouse(path: string, preset: Preset, ignoreStatusCode: boolean): Promise<LighthouseResult> {
  // A fresh Chrome (and profile) per run, so no cache carries over between runs.
  const chrome: LaunchedChrome = await launch({chromePath: chromiumPath, chromeFlags, logLevel: 'silent'});
  const stop = () => chrome.kill();
  stopOnExit.add(stop);
  try {
    // import(), not a static import: tsx compiles statically imported ESM packages with
    // esbuild's keepNames, which puts __name() calls into the functions Lighthouse runs in the page.
    const {default: lighthouse} = await import('lighthouse');
    const config: Config | undefined =
      preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    const result = await lighthouse(
      `${origin}${path}`,
      {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: categories,
        disableFullPageScreenshot: true,
        ignoreStatusCode,
      },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${path}.`);
    return result.lhr;
  } finally {
    stopOnExit.delete(stop);
    chrome.kill();
  }
}

function pageFigures(lhr: LighthouseResult): PageFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${id} score.`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}.`);
    return value;
  };
  const summary = lhr.audits['resource-summary']?.details;
  if (summary?.type !== 'table') throw new Error('Lighthouse gave no resource summary.');
  const bytesOf = (type: string) => {
    const item = summary.items.find((row) => row.resourceType === type);
    return {bytes: Number(item?.transferSize ?? 0), requests: Number(item?.requestCount ?? 0)};
  };
  const total = bytesOf('total');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    bytes: {
      script: bytesOf('script').bytes,
      stylesheet: bytesOf('stylesheet').bytes,
      document: bytesOf('document').bytes,
      image: bytesOf('image').bytes,
      font: bytesOf('font').bytes,
      // Media has its own type in Lighthouse; it counts as other here so the parts add up to total.
      other: bytesOf('other').bytes + bytesOf('media').bytes,
      total: total.bytes,
    },
    requests: total.requests,
  };
}

// One failed run (a crashed tab, a missing metric on a busy machine) is retried once.
async function measureOnce(route: Route, preset: Preset, ignoreStatusCode: boolean): Promise<PageFigures> {
  try {
    return pageFigures(await runLighthouse(route.path, preset, ignoreStatusCode));
  } catch (error) {
    console.warn(`  ${route.name} ${preset}: ${(error as Error).message}; retrying once`);
    return pageFigures(await runLighthouse(route.path, preset, ignoreStatusCode));
  }
}

function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (pick: (f: PageFigures) => number) => median(runs.map(pick));
  return {
    performance: of((f) => f.performance),
    accessibility: of((f) => f.accessibility),
    bestPractices: of((f) => f.bestPractices),
    seo: of((f) => f.seo),
    fcpMs: of((f) => f.fcpMs),
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
    bytes: {
      script: of((f) => f.bytes.script),
      stylesheet: of((f) => f.bytes.stylesheet),
      document: of((f) => f.bytes.document),
      image: of((f) => f.bytes.image),
      font: of((f) => f.bytes.font),
      other: of((f) => f.bytes.other),
      total: of((f) => f.bytes.total),
    },
    requests: of((f) => f.requests),
  };
}

function checkTargets(route: Route, preset: Preset, figures: PageFigures): TargetCheck[] {
  return targets
    .filter((target) => target.appliesTo(route, preset))
    .map((target) => {
      const value = target.value(figures);
      return {target: target.label, value, met: target.isMet(value)};
    });
}

// Lighthouse refuses a document answered with an error status unless told to ignore it.
async function notFoundNeedsIgnoreStatusCode(route: Route): Promise<boolean> {
  const lhr = await runLighthouse(route.path, 'mobile', false);
  if (lhr.runtimeError?.code === 'ERRORED_DOCUMENT_REQUEST') return true;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${route.path}: ${lhr.runtimeError.message}`);
  return false;
}

async function measurePages(routes: Route[], notes: string[]): Promise<PageResult[]> {
  const results: PageResult[] = [];
  for (const route of routes) {
    let ignoreStatusCode = false;
    if (route.isNotFound && (await notFoundNeedsIgnoreStatusCode(route))) {
      ignoreStatusCode = true;
      const note =
        `Lighthouse refuses ${route.path} by default because it answers 404 (ERRORED_DOCUMENT_REQUEST); ` +
        'it is measured with the ignoreStatusCode setting, so the figures are those of the real 404 response. ' +
        '(/404.html itself is not an alternative: nginx redirects it to /404/, which answers 404 too.)';
      notes.push(note);
      console.log(`Note: ${note}`);
    }
    for (const preset of presets) {
      const runs: PageFigures[] = [];
      for (let run = 1; run <= runsPerRoute; run++) {
        const figures = await measureOnce(route, preset, ignoreStatusCode);
        console.log(
          `  ${route.name} ${preset} run ${run}/${runsPerRoute}: performance ${figures.performance}, ` +
            `LCP ${formatMs(figures.lcpMs)}, TBT ${formatMs(figures.tbtMs)}`,
        );
        runs.push(figures);
      }
      const figures = medianFigures(runs);
      results.push({
        route: route.name,
        path: route.path,
        preset,
        median: figures,
        targets: checkTargets(route, preset, figures),
        runs,
      });
    }
  }
  return results;
}

// When this stamp changes during a run, another process rebuilt build/ under the benchmark.
function buildStamp(): number | null {
  return statSync(resolve(buildDir, 'index.html'), {throwIfNoEntry: false})?.mtimeMs ?? null;
}

// A load test against a half-written build would only measure 404s.
async function checkAnswers(paths: string[], isExpectedStatus: (status: number) => boolean): Promise<void> {
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`, {redirect: 'manual'});
    if (!isExpectedStatus(response.status)) {
      throw new Error(
        `${path} answers ${response.status} before the load test: build/ is missing or incomplete ` +
          '(is another build running?).',
      );
    }
  }
}

async function loadTest(
  name: string,
  paths: string[],
  amount: number,
  isExpectedStatus: (status: number) => boolean,
): Promise<LoadResult> {
  const connections = 50;
  await checkAnswers(paths, isExpectedStatus);
  const result = await autocannon({
    url: origin,
    connections,
    amount,
    headers: {'accept-encoding': 'gzip'}, // as a browser asks, so nginx compresses like in production
    requests: paths.map((path) => ({method: 'GET', path})),
  });
  const statusCodes: Record<string, number> = {};
  let unexpectedStatus = 0;
  for (const [status, {count}] of Object.entries(result.statusCodeStats)) {
    statusCodes[status] = count;
    if (!isExpectedStatus(Number(status))) unexpectedStatus += count;
  }
  return {
    name,
    paths,
    amount,
    connections,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    throughputBytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    unexpectedStatus,
    statusCodes,
  };
}

function printTable(headers: string[], rows: string[][], leftColumns: number): void {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < leftColumns ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printPages(pages: PageResult[]): void {
  console.log(`\nLighthouse, median of ${runsPerRoute} runs (transfer sizes as sent, gzip included)`);
  printTable(
    ['route', 'preset', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS',
      'JS', 'CSS', 'doc', 'img', 'font', 'other', 'total', 'reqs'],
    pages.map(({route, preset, median: f}) => [
      route, preset, String(f.performance), String(f.accessibility), String(f.bestPractices), String(f.seo),
      formatMs(f.fcpMs), formatMs(f.lcpMs), formatMs(f.tbtMs), formatCls(f.cls),
      formatKib(f.bytes.script), formatKib(f.bytes.stylesheet), formatKib(f.bytes.document),
      formatKib(f.bytes.image), formatKib(f.bytes.font), formatKib(f.bytes.other), formatKib(f.bytes.total),
      String(f.requests),
    ]),
    2,
  );

  console.log('\nTargets (reported, not enforced; "-" where a target does not apply)');
  const labels = targets.map((target) => target.label);
  printTable(
    ['route', 'preset', ...labels],
    pages.map((page) => [
      page.route,
      page.preset,
      ...targets.map((target) => {
        const check = page.targets.find((c) => c.target === target.label);
        return check ? `${target.format(check.value)} ${check.met ? 'met' : 'MISSED'}` : '-';
      }),
    ]),
    2,
  );
  const missed = pages.flatMap((page) => page.targets.filter((c) => !c.met).map((c) => `${page.route} ${page.preset}: ${c.target}`));
  console.log(missed.length ? `Targets missed (${missed.length}): ${missed.join('; ')}` : 'All targets met.');
}

function printLoad(load: LoadResult[]): void {
  console.log('\nLoad test (autocannon on loopback, fixed number of requests)');
  printTable(
    ['run', 'requests', 'conns', 'req/s avg', 'p50', 'p99', 'throughput', 'errors', 'timeouts', 'bad status'],
    load.map((r) => [
      r.name, String(r.amount), String(r.connections), r.requestsPerSecond.toFixed(0),
      `${r.latencyP50Ms} ms`, `${r.latencyP99Ms} ms`, `${(r.throughputBytesPerSecond / 1024 / 1024).toFixed(1)} MiB/s`,
      String(r.errors), String(r.timeouts), String(r.unexpectedStatus),
    ]),
    1,
  );
  for (const r of load) {
    console.log(`  ${r.name}: ${r.paths.join(', ')}; status codes ${JSON.stringify(r.statusCodes)}`);
    if (r.errors || r.timeouts || r.unexpectedStatus) {
      console.log(
        `  LOAD TEST PROBLEM in ${r.name}: ${r.errors} errors, ${r.timeouts} timeouts, ` +
          `${r.unexpectedStatus} unexpected status codes (all must be zero).`,
      );
    }
  }
}

function machineFacts() {
  let chromium = 'unknown';
  try {
    // The Debian wrapper prints shell noise on stderr; only stdout is the version.
    chromium = execFileSync(chromiumPath, ['--version'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    // Lighthouse fails later with a clearer message if Chromium is missing.
  }
  return {
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    chromium,
  };
}

function lighthouseVersion(): string {
  const packageJson = JSON.parse(readFileSync(resolve('node_modules/lighthouse/package.json'), 'utf8')) as {version: string};
  return packageJson.version;
}

function appendResult(entry: object): void {
  mkdirSync(resolve(resultsFile, '..'), {recursive: true});
  const previous: unknown = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : [];
  if (!Array.isArray(previous)) throw new Error(`${resultsFile} is not a JSON array; not overwriting it.`);
  writeFileSync(resultsFile, `${JSON.stringify([...previous, entry], null, 2)}\n`);
}

async function main(): Promise<void> {
  const skipBuild = process.argv.includes('--skip-build');
  const date = new Date().toISOString();
  const machine = machineFacts();
  console.log(`Benchmark ${date} on ${machine.cpus} x ${machine.cpuModel}, Node ${machine.node}, ${machine.chromium}`);

  let buildSeconds: number | null = null;
  let englishOnlySeconds: number | null = null;
  if (skipBuild) {
    if (!existsSync(resolve(buildDir, 'index.html'))) throw new Error('--skip-build needs an existing build/.');
    console.log('Reusing build/ (--skip-build): no build time recorded.');
  } else {
    console.log('Cold build of English only (build/, .docusaurus/ and node_modules/.cache/ removed)...');
    englishOnlySeconds = await buildCold(['en']);
    console.log(`Cold build, English only: ${englishOnlySeconds.toFixed(1)} s`);
    console.log('Cold build of both languages...');
    buildSeconds = await buildCold();
    console.log(`Cold build, both languages: ${buildSeconds.toFixed(1)} s (${(buildSeconds / englishOnlySeconds).toFixed(2)} x English only)`);
  }

  const routes: Route[] = [
    {name: 'home', path: '/', isDocPage: false},
    {name: 'framework', path: '/docs/framework/', isDocPage: true},
    longestConfigRoute(),
    {name: 'component/redis', path: '/docs/framework/component/redis/', isDocPage: true},
    {name: 'zh component/redis', path: '/zh-Hans/docs/framework/component/redis/', isDocPage: true},
    {name: 'zh component/mysql', path: '/zh-Hans/docs/framework/component/mysql/', isDocPage: true},
    {name: 'not-found', path: '/this-page-does-not-exist/', isDocPage: false, isNotFound: true},
  ];
  const stampAtStart = buildStamp();

  const stopNginx = await startNginx();
  console.log(`nginx with the production rules on ${origin}/`);
  const notes: string[] = [];
  let pages: PageResult[];
  let load: LoadResult[];
  let search: SearchFigures[];
  try {
    console.log(`Lighthouse: ${routes.length} routes x ${presets.length} presets x ${runsPerRoute} runs...`);
    pages = await measurePages(routes, notes);
    console.log('Search...');
    search = await measureSearch(origin);
    console.log('Load test...');
    const scriptPath = largestScriptPath(); // looked up now, in case build/ changed since the start
    load = [
      await loadTest('pages+asset', ['/', '/docs/framework/', scriptPath], 20_000, (status) => status < 400),
      await loadTest('not-found', ['/this-page-does-not-exist/'], 5_000, (status) => status === 404),
    ];
  } finally {
    await stopNginx();
  }
  if (buildStamp() !== stampAtStart) {
    notes.push('build/ was rebuilt or removed by another process during the benchmark: the figures may mix builds.');
  }

  if (buildSeconds !== null && englishOnlySeconds !== null) {
    console.log(`\nCold build: ${buildSeconds.toFixed(1)} s both languages, ${englishOnlySeconds.toFixed(1)} s English only (${(buildSeconds / englishOnlySeconds).toFixed(2)} x)`);
  }
  printPages(pages);
  printLoad(load);
  console.log('\nSearch (navbar box; time from the last keystroke to the results, engine loaded)');
  printTable(
    ['locale', 'first search', 'files', 'median', 'worst', 'queries'],
    search.map((r) => [r.locale, formatKib(r.firstSearchBytes), String(r.firstSearchFiles), formatMs(r.medianMs), formatMs(r.worstMs), String(r.queries)]),
    1,
  );
  for (const note of notes) console.log(`\nNote: ${note}`);

  appendResult({
    date,
    machine,
    build: {coldSeconds: buildSeconds, englishOnlyColdSeconds: englishOnlySeconds, skipped: skipBuild},
    lighthouse: {version: lighthouseVersion(), runsPerRoute, categories, notes, pages},
    load,
    search,
  });
  console.log(`\nResults appended to ${resultsFile}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping nginx and Chrome.`);
    stopEverything();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

main().catch((error: unknown) => {
  stopEverything();
  console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

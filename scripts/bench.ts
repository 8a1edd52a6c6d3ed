/**
 * Benchmark of the production site: cold build time, Lighthouse through Lighthouse CI
 * (mobile and desktop, runs per route as bench/lighthouserc.cjs says, LHCI's representative run; targets are LHCI
 * assertions at warning level, bench/lighthouserc.cjs) against nginx with the production
 * rules, search (bytes of a first search, keystroke-to-results times; scripts/bench-search.ts)
 * and a bounded load test. Prints the figures and the missed targets and appends them to
 * bench/results.json. The exit code is non-zero only when something could not be measured.
 *
 *   npm run bench                  # cold build first
 *   npm run bench -- --skip-build  # reuse build/
 *
 * BENCH_PORT sets nginx's port (default 3300).
 */
import {spawn, execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import autocannon from 'autocannon';
import type {Result as LighthouseResult} from 'lighthouse';
import {chromiumFlags, chromiumPath} from './chromium';
import {measureSearch, type SearchFigures} from './bench-search';

const chromeFlags = ['--headless=new', ...chromiumFlags];
const lhci = resolve('node_modules/.bin/lhci');
const lhciConfig = resolve('bench/lighthouserc.cjs');
const runsPerRoute = (createRequire(__filename)(lhciConfig) as {ci: {collect: {numberOfRuns: number}}}).ci.collect.numberOfRuns;
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

interface PageResult {
  route: string;
  path: string;
  preset: Preset;
  /** LHCI's representative run: the median one of the route's runs. */
  representative: PageFigures;
  /** Targets (LHCI assertions) this route missed, as "audit: expected, found". */
  missed: string[];
  runs: PageFigures[];
}

/** One line of `lhci upload --target=filesystem`'s manifest.json. */
interface ManifestEntry {
  url: string;
  isRepresentativeRun: boolean;
  jsonPath: string;
}

/** One line of `lhci assert`'s assertion-results.json: a missed target. */
interface AssertionResult {
  url: string;
  auditId: string;
  auditProperty?: string;
  operator: string;
  expected: number;
  actual: number;
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

/** Seconds of a cold build's parts: `docusaurus build`, then the postbuild and each of its parts. */
type BuildSplit = {docusaurus: number; postbuild: number; postbuildParts: Record<string, number>};

/** A cold `npm run build` (caches removed first) of the given locales, or all, timed by part. */
async function buildCold(locales: string[] = []): Promise<BuildSplit> {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    rmSync(resolve(dir), {recursive: true, force: true});
  }
  const start = performance.now();
  await runCommand(resolve('node_modules/.bin/docusaurus'), ['build', ...locales.flatMap((locale) => ['--locale', locale])], {
    ...process.env,
    BROWSERSLIST_IGNORE_OLD_DATA: '1',
  });
  const docusaurus = (performance.now() - start) / 1000;
  // As `npm run build` does after building (postbuild): search index, compressed files…
  const partsFile = resolve(os.tmpdir(), `mcube-postbuild-seconds-${process.pid}.json`);
  const postbuildStart = performance.now();
  await runCommand(resolve('node_modules/.bin/tsx'), [resolve('scripts/postbuild.ts')], {...process.env, POSTBUILD_SECONDS_FILE: partsFile});
  const postbuild = (performance.now() - postbuildStart) / 1000;
  const postbuildParts = JSON.parse(readFileSync(partsFile, 'utf8')) as Record<string, number>;
  rmSync(partsFile, {force: true});
  return {docusaurus, postbuild, postbuildParts};
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
  return {name: `config/${longest}`, path: `/docs/framework/config/${longest}/`};
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

/** Lighthouse CI, for one preset: collect the runs, assert the targets, write the manifest. */
async function runLhci(routes: Route[], preset: Preset): Promise<PageResult[]> {
  const env = {...process.env, BENCH_PRESET: preset};
  await runCommand(lhci, [
    'collect',
    `--config=${lhciConfig}`,
    `--chromePath=${chromiumPath}`,
    `--settings.chromeFlags=${chromeFlags.join(' ')}`,
    ...routes.map((route) => `--url=${origin}${route.path}`),
  ], env);
  // Every assertion is a warning: assert reports the missed targets and exits 0.
  await runCommand(lhci, ['assert', `--config=${lhciConfig}`], env);
  const outputDir = resolve('bench/tmp/lhci', preset);
  rmSync(outputDir, {recursive: true, force: true});
  await runCommand(lhci, ['upload', `--config=${lhciConfig}`, '--target=filesystem', `--outputDir=${outputDir}`], env);

  const manifest = JSON.parse(readFileSync(resolve(outputDir, 'manifest.json'), 'utf8')) as ManifestEntry[];
  const assertions = JSON.parse(readFileSync(resolve('.lighthouseci/assertion-results.json'), 'utf8')) as AssertionResult[];
  return routes.map((route) => {
    const url = `${origin}${route.path}`;
    const runs = manifest.filter((entry) => entry.url === url);
    const representative = runs.find((entry) => entry.isRepresentativeRun);
    if (!representative) throw new Error(`Lighthouse CI has no representative run of ${url} (${preset}).`);
    const figures = (entry: ManifestEntry) => pageFigures(JSON.parse(readFileSync(entry.jsonPath, 'utf8')) as LighthouseResult);
    const missed = assertions
      .filter((assertion) => assertion.url === url)
      .map((assertion) => `${assertion.auditId}${assertion.auditProperty ? `:${assertion.auditProperty}` : ''} ${assertion.operator} ${assertion.expected}, found ${assertion.actual}`);
    return {route: route.name, path: route.path, preset, representative: figures(representative), missed, runs: runs.map(figures)};
  });
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

/** Each Chinese page ("zh <name>") against its English twin ("<name>"), same preset. */
function twinComparisons(pages: PageResult[]) {
  return pages.flatMap((page) => {
    const twin = pages.find((other) => `zh ${other.route}` === page.route && other.preset === page.preset);
    if (!twin) return [];
    const [zh, en] = [page.representative, twin.representative];
    return [{route: page.route, preset: page.preset, extraScriptBytes: zh.bytes.script - en.bytes.script, extraTbtMs: zh.tbtMs - en.tbtMs}];
  });
}

function printPages(pages: PageResult[]): void {
  console.log(`\nLighthouse CI, representative (median) of ${runsPerRoute} runs (transfer sizes as sent, compression included)`);
  printTable(
    ['route', 'preset', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'TBT', 'CLS',
      'JS', 'CSS', 'doc', 'img', 'font', 'other', 'total', 'reqs'],
    pages.map(({route, preset, representative: f}) => [
      route, preset, String(f.performance), String(f.accessibility), String(f.bestPractices), String(f.seo),
      formatMs(f.fcpMs), formatMs(f.lcpMs), formatMs(f.tbtMs), formatCls(f.cls),
      formatKib(f.bytes.script), formatKib(f.bytes.stylesheet), formatKib(f.bytes.document),
      formatKib(f.bytes.image), formatKib(f.bytes.font), formatKib(f.bytes.other), formatKib(f.bytes.total),
      String(f.requests),
    ]),
    2,
  );
  const twins = twinComparisons(pages);
  console.log('\nChinese pages against their English twins (representative runs)');
  printTable(
    ['route', 'preset', 'JS difference', 'TBT difference'],
    twins.map((t) => [t.route, t.preset, `${t.extraScriptBytes >= 0 ? '+' : '-'}${formatKib(Math.abs(t.extraScriptBytes))}`, `${t.extraTbtMs >= 0 ? '+' : ''}${formatMs(t.extraTbtMs)}`]),
    2,
  );
  const missed = pages.flatMap((page) => page.missed.map((miss) => `${page.route} ${page.preset}: ${miss}`));
  missed.push(...twins.filter((twins) => twins.extraScriptBytes > 0).map((twins) =>
    `${twins.route} ${twins.preset}: script bytes <= its English twin's, found ${formatKib(twins.extraScriptBytes)} more`,
  ));
  console.log(missed.length ? `\nTargets missed (${missed.length}, bench/lighthouserc.cjs):\n  ${missed.join('\n  ')}` : '\nAll targets met.');
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

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(resolve('node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;
}

const lighthouseVersion = () => packageVersion('lighthouse');

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
  let split: BuildSplit | null = null;
  if (skipBuild) {
    if (!existsSync(resolve(buildDir, 'index.html'))) throw new Error('--skip-build needs an existing build/.');
    console.log('Reusing build/ (--skip-build): no build time recorded.');
  } else {
    console.log('Cold build of English only (build/, .docusaurus/ and node_modules/.cache/ removed)...');
    englishOnlySeconds = (await buildCold(['en'])).docusaurus;
    console.log(`Cold build, English only: ${englishOnlySeconds.toFixed(1)} s`);
    console.log('Cold build of both languages...');
    split = await buildCold();
    buildSeconds = split.docusaurus;
    console.log(`Cold build, both languages: ${buildSeconds.toFixed(1)} s (${(buildSeconds / englishOnlySeconds).toFixed(2)} x English only)`);
  }

  const routes: Route[] = [
    {name: 'home', path: '/'},
    {name: 'framework', path: '/docs/framework/'},
    longestConfigRoute(),
    {name: 'component/redis', path: '/docs/framework/component/redis/'},
    {name: 'component/mysql', path: '/docs/framework/component/mysql/'},
    {name: 'zh component/redis', path: '/zh-Hans/docs/framework/component/redis/'},
    {name: 'zh component/mysql', path: '/zh-Hans/docs/framework/component/mysql/'},
    {name: 'not-found', path: '/this-page-does-not-exist/'},
  ];
  const stampAtStart = buildStamp();

  const stopNginx = await startNginx();
  console.log(`nginx with the production rules on ${origin}/`);
  const notes: string[] = [];
  let pages: PageResult[];
  let load: LoadResult[];
  let search: SearchFigures[];
  try {
    pages = [];
    for (const preset of presets) {
      console.log(`Lighthouse CI, ${preset}: ${routes.length} routes x ${runsPerRoute} runs...`);
      pages.push(...(await runLhci(routes, preset)));
    }
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
  if (split) {
    const parts = Object.entries(split.postbuildParts).map(([part, seconds]) => `${part} ${seconds.toFixed(1)} s`);
    console.log(`npm run build: ${(split.docusaurus + split.postbuild).toFixed(1)} s = docusaurus build ${split.docusaurus.toFixed(1)} s + postbuild ${split.postbuild.toFixed(1)} s (${parts.join(', ')}; the search index and the site's compression run side by side)`);
  }
  printPages(pages);
  printLoad(load);
  console.log('\nSearch (navbar box; time from the last keystroke to the results, engine loaded)');
  printTable(
    ['locale', 'first search, 60 ms a key', 'files', 'at 300 ms a key', 'median', 'worst', 'queries'],
    search.map((r) => [r.locale, formatKib(r.firstSearchBytes), String(r.firstSearchFiles), formatKib(r.firstSearchBytesSlowTyping), formatMs(r.medianMs), formatMs(r.worstMs), String(r.queries)]),
    1,
  );
  for (const note of notes) console.log(`\nNote: ${note}`);

  appendResult({
    date,
    machine,
    build: {
      coldSeconds: buildSeconds,
      englishOnlyColdSeconds: englishOnlySeconds,
      postbuildSeconds: split?.postbuild ?? null,
      postbuildParts: split?.postbuildParts ?? null,
      skipped: skipBuild,
    },
    lighthouse: {version: lighthouseVersion(), lhci: packageVersion('@lhci/cli'), notes, pages},
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

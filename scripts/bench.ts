/**
 * Benchmark of the production site: cold build time, Lighthouse through Lighthouse CI
 * (scripts/bench/lighthouse.ts) against nginx with the production
 * rules, search (bytes of a first search, keystroke-to-results times; scripts/bench-search.ts)
 * and a bounded load test. Prints the figures and the missed targets and appends them to
 * bench/results.json. The exit code is non-zero only when something could not be measured.
 *
 *   npm run bench                  # cold build first
 *   npm run bench -- --skip-build  # reuse build/
 *
 * BENCH_PORT sets nginx's port (default 3300); BENCH_SEARCH_BEFORE, the folder of another build
 * whose search figures are printed beside this one's (scripts/bench-search.ts).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {resolve} from 'node:path';
import {chromiumPath} from './chromium';
import {benchSearch, printSearch, type SearchFigures} from './bench-search';
import {buildCold, type BuildSplit} from './bench/build';
import {buildDir, origin, startNginx, stopEverything} from './bench/common';
import {longestConfigRoute, presets, printPages, runLhci, runsPerRoute, type PageResult, type Route} from './bench/lighthouse';
import {largestScriptPath, loadTest, printLoad, type LoadResult} from './bench/load';

const resultsFile = resolve('bench/results.json');

// When this stamp changes during a run, another process rebuilt build/ under the benchmark.
function buildStamp(): number | null {
  return statSync(resolve(buildDir, 'index.html'), {throwIfNoEntry: false})?.mtimeMs ?? null;
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
    englishOnlySeconds = (await buildCold(['en'])).languages;
    console.log(`Cold build, English only: ${englishOnlySeconds.toFixed(1)} s`);
    console.log('Cold build of both languages...');
    split = await buildCold();
    buildSeconds = split.languages;
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
    search = await benchSearch(origin);
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
    const parts = Object.entries(split.postbuildParts ?? {}).map(([part, seconds]) => `${part} ${seconds.toFixed(1)} s`);
    console.log(`npm run build: ${split.total.toFixed(1)} s: languages side by side ${split.languages.toFixed(1)} s, then postbuild ${split.postbuild?.toFixed(1)} s (${parts.join(', ')}; the search index and the other files' compression run side by side)`);
  }
  printPages(pages);
  printLoad(load);
  printSearch(search);
  for (const note of notes) console.log(`\nNote: ${note}`);

  appendResult({
    date,
    machine,
    build: {
      coldSeconds: buildSeconds,
      englishOnlyColdSeconds: englishOnlySeconds,
      npmRunBuildSeconds: split?.total ?? null,
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

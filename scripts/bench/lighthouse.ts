/**
 * Lighthouse through Lighthouse CI (mobile and desktop, runs per route as
 * bench/lighthouserc.cjs says; its targets are LHCI assertions at warning level): collects,
 * asserts and uploads with LHCI, then prints the representative (median) run of each route
 * and each Chinese page against its English twin, which LHCI's own report does not compare.
 */
import {createRequire} from 'node:module';
import {existsSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {resolve} from 'node:path';
import type {Result as LighthouseResult} from 'lighthouse';
import {chromiumFlags, chromiumPath} from '../chromium';
import {buildDir, formatCls, formatKib, formatMs, origin, printTable, runCommand} from './common';

const chromeFlags = ['--headless=new', ...chromiumFlags];
const lhci = resolve('node_modules/.bin/lhci');
const lhciConfig = resolve('bench/lighthouserc.cjs');
export const runsPerRoute = (createRequire(__filename)(lhciConfig) as {ci: {collect: {numberOfRuns: number}}}).ci.collect.numberOfRuns;

export type Preset = 'mobile' | 'desktop';
export const presets: Preset[] = ['mobile', 'desktop'];

export interface Route {
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

export interface PageResult {
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

export function longestConfigRoute(): Route {
  const configDir = resolve(buildDir, 'docs/framework/config');
  const pages = readdirSync(configDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(resolve(configDir, entry.name, 'index.html')))
    .map((entry) => ({name: entry.name, size: statSync(resolve(configDir, entry.name, 'index.html')).size}))
    .sort((a, b) => b.size - a.size);
  if (!pages.length) throw new Error(`No config pages in ${configDir}.`);
  const longest = pages[0].name;
  return {name: `config/${longest}`, path: `/docs/framework/config/${longest}/`};
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
export async function runLhci(routes: Route[], preset: Preset): Promise<PageResult[]> {
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

/** Each Chinese page ("zh <name>") against its English twin ("<name>"), same preset. */
function twinComparisons(pages: PageResult[]) {
  return pages.flatMap((page) => {
    const twin = pages.find((other) => `zh ${other.route}` === page.route && other.preset === page.preset);
    if (!twin) return [];
    const [zh, en] = [page.representative, twin.representative];
    return [{route: page.route, preset: page.preset, extraScriptBytes: zh.bytes.script - en.bytes.script, extraTbtMs: zh.tbtMs - en.tbtMs}];
  });
}

export function printPages(pages: PageResult[]): void {
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

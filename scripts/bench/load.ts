/** The benchmark's bounded load test: autocannon against nginx on loopback, a fixed number of requests. */
import {readdirSync, statSync} from 'node:fs';
import {resolve} from 'node:path';
import autocannon from 'autocannon';
import {buildDir, origin, printTable} from './common';

export interface LoadResult {
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


// The largest hashed script: the main bundle every page loads.
export function largestScriptPath(): string {
  const jsDir = resolve(buildDir, 'assets/js');
  const scripts = readdirSync(jsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({name, size: statSync(resolve(jsDir, name)).size}))
    .sort((a, b) => b.size - a.size);
  if (!scripts.length) throw new Error(`No scripts in ${jsDir}.`);
  return `/assets/js/${scripts[0].name}`;
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

export async function loadTest(
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

export function printLoad(load: LoadResult[]): void {
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

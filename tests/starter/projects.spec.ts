/**
 * The project starter's projects build and run against the real mcube v2.1.10: each single
 * choice and a pairwise covering set of combinations are generated, `go mod tidy`, compiled
 * (`go list -export`: go build without the link), `go vet` and gofmt-checked; the plain project
 * and projects with every add-on are linked, started on free ports and answer what their
 * README says.
 * Run alone: `flock /tmp/mcube-heavy.lock npx playwright test --project=starter`.
 */
import {test, expect} from '@playwright/test';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, connect} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {addons, componentParts, components, frameworks, type Addon, type Component, MCUBE_MODULE} from '../../src/start/catalog';
import {GO_VERSION, defaultAddress, defaultChoices, mcubeImports, type Choices} from '../../src/start/generate';
import {starterData} from '../../src/plugins/startData';
import {goEnv, writeProject as writeGenerated} from './project';

const data = starterData('en');
// Made when the tests run (not when the file is loaded, which the runner also does to list them).
let work = '';
test.beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'mcube-starter-'));
});

test.describe.configure({mode: 'serial'});
test.afterAll(() => rmSync(work, {recursive: true, force: true}));

type Options = {framework: Choices['framework']; addons: Addon[]; components: Component[]};

function choicesFor(options: Options, port = defaultChoices.port): Choices {
  return {...defaultChoices, module: 'example.com/starter', app: 'starter', port, ...options};
}

const writeProject = (name: string, choices: Choices): string => writeGenerated(work, name, choices);

function go(dir: string, ...args: string[]): void {
  const run = spawnSync('go', args, {cwd: dir, env: goEnv, encoding: 'utf8', timeout: 600_000});
  expect(run.status, `go ${args.join(' ')} in ${dir}\n${run.stdout}${run.stderr}`).toBe(0);
}

/** A seeded random number generator, so the covering set is the same on every run. */
function rng(seed: number): () => number {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

/**
 * Rows that together cover every pair of values of every two choices (framework; each add-on
 * and each component on or off), picked greedily from random candidates.
 */
function pairwise(): Options[] {
  const factors: string[] = ['framework', ...addons, ...components];
  const levels = (factor: string) => (factor === 'framework' ? [...frameworks] : [false, true]);
  const uncovered = new Set<string>();
  const pairKey = (a: number, va: unknown, b: number, vb: unknown) => `${a}=${va}|${b}=${vb}`;
  factors.forEach((_, a) =>
    factors.forEach((__, b) => {
      if (b <= a) return;
      for (const va of levels(factors[a])) for (const vb of levels(factors[b])) uncovered.add(pairKey(a, va, b, vb));
    }),
  );
  const random = rng(25);
  const rows: unknown[][] = [];
  const covers = (row: unknown[]) =>
    factors.flatMap((_, a) => factors.flatMap((__, b) => (b > a && uncovered.has(pairKey(a, row[a], b, row[b])) ? [pairKey(a, row[a], b, row[b])] : [])));
  while (uncovered.size) {
    let best: unknown[] = [];
    let bestPairs: string[] = [];
    for (let candidate = 0; candidate < 200; candidate += 1) {
      const row = factors.map((factor) => levels(factor)[Math.floor(random() * levels(factor).length)]);
      const pairs = covers(row);
      if (pairs.length > bestPairs.length) [best, bestPairs] = [row, pairs];
    }
    bestPairs.forEach((pair) => uncovered.delete(pair));
    rows.push(best);
  }
  return rows.map((row) => ({
    framework: row[0] as Choices['framework'],
    addons: addons.filter((_, i) => row[1 + i]),
    components: components.filter((_, i) => row[1 + addons.length + i]),
  }));
}

const singles: Options[] = [
  ...frameworks.map((framework) => ({framework, addons: [], components: []})),
  ...addons.map((addon) => ({framework: defaultChoices.framework, addons: [addon], components: []})),
  ...components.map((component) => ({framework: defaultChoices.framework, addons: [], components: [component]})),
];

test('the generated go.mod asks for the Go version mcube v2.1.10 declares', () => {
  const mcubeGoMod = spawnSync('go', ['mod', 'download', '-json', `${MCUBE_MODULE}@${data.tag}`], {env: goEnv, encoding: 'utf8'});
  const {GoMod} = JSON.parse(mcubeGoMod.stdout) as {GoMod: string};
  expect(readFileSync(GoMod, 'utf8')).toMatch(new RegExp(`^go ${GO_VERSION.replace(/\./g, '\\.')}$`, 'm'));
});

test('every single choice and every pair of choices builds and passes go vet', async () => {
  test.setTimeout(3_600_000);
  const sets = [...singles, ...pairwise()];
  const imported = new Set<string>();
  const started = Date.now();
  for (const [index, options] of sets.entries()) {
    const choices = choicesFor(options);
    mcubeImports(choices).forEach((path) => imported.add(`${choices.framework}:${path}`));
    const dir = writeProject(`build-${index}`, choices);
    const unformatted = spawnSync('gofmt', ['-l', '.'], {cwd: dir, encoding: 'utf8'});
    expect(unformatted.stdout, `gofmt -l in ${JSON.stringify(options)}`).toBe('');
    go(dir, 'mod', 'tidy');
    // Compiles every package as go build does, without linking a binary to throw away (half
    // of this test's time); the projects started below are linked and run.
    go(dir, 'list', '-export', './...');
    go(dir, 'vet', './...');
    rmSync(dir, {recursive: true, force: true});
  }
  // Every import path of the catalog was built in both frameworks where it applies.
  for (const component of components) {
    if (component !== 'bus') expect(imported.has(`restful:${componentParts[component].import}`)).toBe(true);
  }
  console.log(`starter: ${sets.length} projects (${singles.length} single choices, ${sets.length - singles.length} pairwise) built and vetted in ${Math.round((Date.now() - started) / 1000)} s`);
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

const canConnect = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, host, () => {
      socket.end();
      resolve(true);
    }).on('error', () => resolve(false));
  });

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}):\n${log()}`);
    if (await canConnect(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${port}:\n${log()}`);
}

/** The README's calls: each bash block that starts with curl, and the text block after it, if any. */
function readmeCalls(readme: string): {command: string; output?: string}[] {
  const blocks = [...readme.matchAll(/```(\w+)\n([\s\S]*?)\n```/g)].map(([, language, body]) => ({language, body}));
  return blocks.flatMap((block, i) =>
    block.language === 'bash' && block.body.startsWith('curl ')
      ? [{command: block.body, output: blocks[i + 1]?.language === 'text' ? blocks[i + 1].body : undefined}]
      : [],
  );
}

/** Parses etc/application.env as a shell would read its plain and single-quoted assignments. */
function envFile(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/^([A-Za-z_][\w]*)=(.*)$/gm)].map(([, key, value]) => [key, value.replace(/^'(.*)'$/, '$1').replace(/'\\''/g, "'")]),
  );
}

/** A gRPC health client, built inside a generated project (whose go.mod already has grpc). */
const grpcProbe = `package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	healthgrpc "google.golang.org/grpc/health/grpc_health_v1"
)

func main() {
	conn, err := grpc.NewClient(os.Args[1], grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		panic(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	answer, err := healthgrpc.NewHealthClient(conn).Check(ctx, &healthgrpc.HealthCheckRequest{})
	if err != nil {
		panic(err)
	}
	fmt.Println(answer.GetStatus())
}
`;

const runs: {name: string; options: Options; withEnvFile: boolean}[] = [
  {name: 'plain', options: {framework: 'gin', addons: [], components: []}, withEnvFile: false},
  {name: 'every add-on, Gin', options: {framework: 'gin', addons: [...addons], components: []}, withEnvFile: true},
  {name: 'every add-on, go-restful', options: {framework: 'restful', addons: [...addons], components: []}, withEnvFile: false},
  {
    name: 'components that need no server (and those whose server runs here), go-restful',
    options: {framework: 'restful', addons: ['health'], components: components.filter((c) => componentParts[c].runsAlone)},
    withEnvFile: true,
  },
];

/** Where a component's server is by default (the facts' defaults), to start its project when one runs there. */
function serverAddress(component: Component): string | undefined {
  const value = (section: string, key: string) => data.sections[section]?.find((entry) => entry.key === key)?.default ?? '';
  const first = (list: string) => (JSON.parse(list.replace(/^[^[]*/, '')) as string[])[0];
  const hostPort = (url: string) => /\/\/(?:[^@/]*@)?([^/"]+)/.exec(url)?.[1];
  const addresses: Partial<Record<Component, string | undefined>> = {
    mysql: `${JSON.parse(value('datasource', 'host'))}:${value('datasource', 'port')}`,
    mongo: first(value('mongo', 'endpoints')),
    redis: first(value('redis', 'endpoints')),
    kafka: first(value('kafka', 'brokers')),
    nats: hostPort(value('nats', 'url')),
    rabbitmq: hostPort(value('rabbitmq', 'url')),
  };
  return addresses[component];
}

test.beforeAll(async () => {
  const serverless = runs[runs.length - 1].options.components;
  const reachable: Component[] = [];
  for (const component of components.filter((c) => !componentParts[c].runsAlone)) {
    const address = serverAddress(component);
    const [host, port] = address?.split(':') ?? [];
    if (address && (await canConnect(Number(port), host === 'localhost' ? '127.0.0.1' : host))) reachable.push(component);
  }
  serverless.push(...reachable);
  console.log(`starter: started with their servers: ${reachable.join(', ') || 'none'}; built only: ${components.filter((c) => !serverless.includes(c)).join(', ')}`);
});

for (const run of runs) {
  test(`the ${run.name} project starts and answers what its README says`, async () => {
    test.setTimeout(600_000);
    const [port, grpcPort, rpcPort] = [await freePort(), await freePort(), await freePort()];
    const choices = choicesFor(run.options, port);
    const dir = writeProject(`run-${run.name.replace(/\W+/g, '-')}`, choices);
    go(dir, 'mod', 'tidy');
    go(dir, 'build', '-o', 'service', '.');
    const fromFile = run.withEnvFile ? envFile(readFileSync(join(dir, 'etc/application.env'), 'utf8')) : {};
    // mcube's defaults for gRPC and JSON-RPC are fixed ports: the test moves them to free ones.
    const env = {...process.env, ...fromFile, GRPC_PORT: String(grpcPort), JSONRPC_PORT: String(rpcPort)};
    const child = spawn('./service', [], {cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    try {
      await waitForPort(port, child, () => output);
      const calls = readmeCalls(readFileSync(join(dir, 'README.md'), 'utf8'));
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) {
        const command = call.command.replace(`${defaultAddress(data, 'jsonrpc')}/`, `127.0.0.1:${rpcPort}/`).replace(/^curl -s /, 'curl -sS --fail-with-body ');
        const answer = spawnSync('bash', ['-c', command], {encoding: 'utf8', timeout: 30_000});
        expect(answer.status, `${command}\n${answer.stdout}${answer.stderr}\n${output}`).toBe(0);
        if (call.output !== undefined) expect(answer.stdout.trim(), command).toBe(call.output.trim());
        else expect(answer.stdout.length, command).toBeGreaterThan(0);
      }
      if (choices.addons.includes('grpc')) {
        mkdirSync(join(dir, 'grpcprobe'));
        writeFileSync(join(dir, 'grpcprobe', 'main.go'), grpcProbe);
        const probe = spawnSync('go', ['run', './grpcprobe', `127.0.0.1:${grpcPort}`], {cwd: dir, env: goEnv, encoding: 'utf8', timeout: 300_000});
        expect(`${probe.stdout}${probe.stderr}`, 'the gRPC health check').toBe('SERVING\n');
      }
      // The Tracing add-on records every request by default (trace_id_ratio = 1): mcube's stdout exporter prints its span.
      if (choices.addons.includes('trace')) await expect.poll(() => output, {timeout: 10_000}).toContain('"TraceID"');
      if (choices.addons.includes('filelog')) expect(readFileSync(join(dir, 'logs', `${choices.app}.json.log`), 'utf8')).toContain('"level"');
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    }
  });
}

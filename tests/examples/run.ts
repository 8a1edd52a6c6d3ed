/**
 * Runs the pages' programs as a reader would: builds a page's program from the packages
 * `npm run examples` wrote, starts it on a free loopback port with the page's config, calls
 * it with the page's own commands and compares what it prints with what the page shows.
 *
 * A test names the blocks it uses with a fence attribute: ```text check="start-gin"```.
 * Every program a test starts is killed when the test ends, whatever its result.
 */
import {test as base, expect} from '@playwright/test';
import {execFile, execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {connect, createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {promisify} from 'node:util';
import {parseMarkdown, type CodeBlock} from '../../src/node/markdown';
import {docsDir, type Locale} from '../../scripts/site-model';
import {examplesBuildDir, fenceAttributes} from '../../scripts/examples';

export {expect};

/** mcube's HTTP start-up line (logged just before the port is bound). */
export const httpStarted = /HTTP服务启动成功/;

/** The blocks of one doc page, found by their check="…" attribute. */
export function pageBlocks(page: string, locale: Locale = 'en') {
  const file = parseMarkdown(join(docsDir(locale), `${page}.md`), locale);
  const checked = (name: string): CodeBlock => {
    const found = file.blocks.filter((block) => fenceAttributes(block.meta).check === name);
    if (found.length !== 1) throw new Error(`${file.name}: ${found.length} blocks with check="${name}" (want 1)`);
    return found[0];
  };
  return {
    file,
    /** The text of the block marked check="name". */
    block: (name: string): string => checked(name).code,
    /** The block's commands: its lines, continuation lines joined, comments dropped. */
    commands: (name: string): string[] =>
      checked(name)
        .code.replace(/\\\n\s*/g, ' ')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#')),
  };
}

type ProgramEntry = {locale: string; page: string; program: string; dir: string; package: string};

const binaries = new Map<string, string>();

/** Builds the program of a page (as laid out by npm run examples) and returns the binary. */
export function buildProgram(page: string, program = 'main', locale: Locale = 'en'): string {
  const key = `${locale} ${page} ${program}`;
  const cached = binaries.get(key);
  if (cached) return cached;
  const index = join(examplesBuildDir, 'programs.json');
  if (!existsSync(index)) throw new Error(`${index} is missing: run npm run examples first`);
  const entries = JSON.parse(readFileSync(index, 'utf8')) as ProgramEntry[];
  const entry = entries.find((e) => e.locale === locale && e.page === page && e.program === program);
  if (!entry) throw new Error(`no program "${program}" on ${locale} page ${page}: is npm run examples up to date?`);
  const binary = join(examplesBuildDir, 'bin', locale, page.replaceAll('/', '-'), program);
  mkdirSync(dirname(binary), {recursive: true});
  execFileSync('go', ['build', '-o', binary, entry.package], {cwd: entry.dir, stdio: ['ignore', 'ignore', 'inherit']});
  binaries.set(key, binary);
  return binary;
}

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type StartOptions = {
  /** Files to write in the program's working folder, e.g. {'etc/application.toml': page.block('config')}. */
  files?: Record<string, string | Buffer>;
  env?: Record<string, string>;
  args?: string[];
};

export class RunningProgram {
  private output = '';
  readonly exited: Promise<number | null>;

  constructor(
    private readonly child: ChildProcess,
    readonly dir: string,
    readonly ports: Record<string, number>,
  ) {
    const collect = (chunk: Buffer) => (this.output += chunk.toString('utf8'));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    // 'close', not 'exit': the output pipes may still hold the last lines when the process exits.
    this.exited = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  }

  /** Everything the program printed so far, stdout and stderr interleaved. */
  log(): string {
    return this.output;
  }

  /** Waits until the output matches, failing with the output so far. */
  async waitForLog(pattern: RegExp, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.output)) {
      if (this.child.exitCode !== null) throw new Error(`exited (${this.child.exitCode}) before printing ${pattern}:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Sends a signal and waits for the process to exit; returns its exit code. */
  async stop(signal: NodeJS.Signals = 'SIGINT', timeoutMs = 40_000): Promise<number | null> {
    this.child.kill(signal);
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
    const result = await Promise.race([this.exited, timeout]);
    if (result === 'timeout') {
      this.kill();
      throw new Error(`did not exit within ${timeoutMs} ms of ${signal}:\n${this.output}`);
    }
    return result;
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

const running = new Set<RunningProgram>();
process.on('exit', () => running.forEach((program) => program.kill()));

/**
 * Starts a binary in a fresh working folder. The HTTP server is moved to a free loopback
 * port with HTTP_HOST/HTTP_PORT (env wins over the page's file); pass `ports` names to get
 * more free ports as env variables (e.g. ['GRPC_PORT']).
 */
export async function startProgram(binary: string, options: StartOptions & {ports?: string[]} = {}): Promise<RunningProgram> {
  const dir = mkdtempSync(join(tmpdir(), 'mcube-docs-run-'));
  for (const [path, content] of Object.entries(options.files ?? {})) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), content);
  }
  const ports: Record<string, number> = {};
  for (const name of ['HTTP_PORT', ...(options.ports ?? [])]) ports[name] = await freePort();
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    HTTP_HOST: '127.0.0.1',
    ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
    ...options.env,
  };
  const child = spawn(binary, options.args ?? [], {cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe']});
  const program = new RunningProgram(child, dir, ports);
  running.add(program);
  program.exited.then(() => {
    running.delete(program);
    rmSync(dir, {recursive: true, force: true});
  });
  return program;
}

/** The test function of the run checks: programs started with `start` are killed at the end of each test. */
export const test = base.extend<{start: typeof startProgram}>({
  // eslint-disable-next-line no-empty-pattern
  start: async ({}, use) => {
    const started: RunningProgram[] = [];
    await use(async (binary, options) => {
      const program = await startProgram(binary, options);
      started.push(program);
      return program;
    });
    for (const program of started) program.kill();
    await Promise.all(started.map((program) => program.exited));
  },
});

const run = promisify(execFile);

/**
 * Runs one of the page's shell commands (a curl line) against a running program: the
 * page's address 127.0.0.1:<pagePort> is replaced by the program's. Returns stdout.
 */
export async function runCommand(command: string, program: RunningProgram, pagePort = 8080): Promise<string> {
  const actual = command.replaceAll(`127.0.0.1:${pagePort}`, `127.0.0.1:${program.ports.HTTP_PORT}`).replaceAll(`localhost:${pagePort}`, `127.0.0.1:${program.ports.HTTP_PORT}`);
  const {stdout} = await run('bash', ['-c', actual], {timeout: 20_000, encoding: 'utf8'});
  return stdout;
}

/**
 * Makes a run's output comparable with a page's: timestamps, host names, durations and
 * ids vary by run; the program's free ports become the page's.
 */
export function normalise(text: string, options: {ports?: Record<number, number>} = {}): string {
  let out = text.replace(/\r/g, '');
  for (const [actual, shown] of Object.entries(options.ports ?? {})) out = out.replaceAll(`:${actual}`, `:${shown}`);
  return out
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)/g, '<time>')
    .replace(/\d{4}\/\d\d\/\d\d( - | )\d\d:\d\d:\d\d(\.\d+)?/g, '<time>')
    .replace(/hostname:\S+/g, 'hostname:<host>')
    .replace(/\b\d+(\.\d+)?(ns|µs|us|ms|s)\b/g, '<duration>')
    .replace(/\b[0-9a-f]{32}\b/g, '<trace-id>')
    .replace(/\b[0-9a-f]{16}\b/g, '<span-id>')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** The lines of a page's output block, each of which the run must print, in this order. */
export function expectLinesInOrder(actual: string, shown: string, what: string): void {
  const actualLines = actual.split('\n');
  let from = 0;
  for (const line of shown.split('\n').filter((l) => l.trim())) {
    const at = actualLines.indexOf(line, from);
    expect(at, `${what}: the page shows a line the run did not print (in this order):\n  ${line}\nThe run printed:\n${actual}`).toBeGreaterThanOrEqual(0);
    from = at + 1;
  }
}

/**
 * A page's Ctrl+C lines. The ERROR "http: Server closed" line is logged by the listener's own
 * goroutine, so it may come before or after the others or be missing (the pages say so): the
 * other lines keep their order, and the line, where printed, is the page's. `compared` is
 * the run's log as compared (the fields left out where the page leaves them out).
 */
export function expectShutdownLines(log: string, shown: string, what: string, compared = log): void {
  const shutdown = shown.split('\n');
  const closed = shutdown.find((line) => line.includes('http: Server closed'))!;
  expectLinesInOrder(compared, shutdown.filter((line) => line !== closed).join('\n'), what);
  if (log.includes('http: Server closed')) expect(compared.split('\n'), `${what}: the Server closed line`).toContain(closed);
}

/**
 * Ctrl+C twice: a request left half sent keeps the graceful stop waiting, so the second
 * SIGINT finds the shutdown running. Returns the exit status.
 */
export async function interruptTwice(program: RunningProgram, path: string): Promise<number | null> {
  const inFlight = connect(program.ports.HTTP_PORT, '127.0.0.1');
  await new Promise((resolve) => inFlight.once('connect', resolve));
  inFlight.write(`GET ${path} HTTP/1.1\r\n`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  program.signal('SIGINT');
  try {
    await program.waitForLog(/start graceful shutdown/);
    return await program.stop('SIGINT');
  } finally {
    inFlight.destroy();
  }
}

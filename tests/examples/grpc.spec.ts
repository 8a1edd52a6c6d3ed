/**
 * The gRPC page run: the server program built with the code protoc generates from the
 * page's .proto, its start-up lines, the page's Go client (a greeting and the error a plain
 * client sees for an empty name), and the busy-port pitfall.
 */
import {execFile, execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {examplesBuildDir} from '../../scripts/examples';
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, test, type RunningProgram} from './run';

const page = 'framework/api/grpc';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
const listening = /GRPC 服务监听地址/;

/** The page's client/main.go, built from the server program's folder (it is part of that module). */
function buildClient(): string {
  const entries = JSON.parse(readFileSync(join(examplesBuildDir, 'programs.json'), 'utf8')) as {locale: string; page: string; program: string; dir: string; package: string}[];
  const server = entries.find((e) => e.locale === 'en' && e.page === page && e.program === 'server');
  if (!server) throw new Error(`no server program on ${page}: is npm run examples up to date?`);
  const binary = join(examplesBuildDir, 'bin', 'en', 'framework-api-grpc', 'client');
  execFileSync('go', ['build', '-o', binary, `${server.package}/client`], {cwd: server.dir, stdio: ['ignore', 'ignore', 'inherit']});
  return binary;
}

/** Runs the client against the program's gRPC port: the page's `go run ./client` plus -addr. */
async function client(binary: string, program: RunningProgram, ...args: string[]): Promise<string> {
  const {stdout, stderr} = await promisify(execFile)(binary, [`-addr=127.0.0.1:${program.ports.GRPC_PORT}`, ...args], {timeout: 20_000}).catch((error: {stdout: string; stderr: string}) => error);
  return stdout + stderr;
}

test('the server logs its controller and listener, and the page\'s client gets the greeting and the plain error', async ({start}) => {
  const program = await start(buildProgram(page, 'server'), {files: {'etc/application.toml': en.block('config')}, ports: ['GRPC_PORT']});
  await program.waitForLog(listening);
  const binary = buildClient();
  const greeting = await client(binary, program);
  const emptyName = await client(binary, program, '-name=');
  const log = normalise(program.log(), {ports: {[program.ports.GRPC_PORT]: 18080}});
  for (const blocks of locales) {
    expect(en.commands('client')[0]).toBe('go run ./client');
    expect(greeting.trim(), `${blocks.file.name}: client-reply`).toBe(blocks.block('client-reply').trim());
    // log.Fatal prefixes the error with the time.
    expect(normalise(emptyName), `${blocks.file.name}: plain-error`).toBe(`<time> ${blocks.block('plain-error').trim()}`);
    expectLinesInOrder(log, normalise(blocks.block('start')), `${blocks.file.name} start`);
  }
});

test('a busy gRPC port: mcube logs the listen error the pitfall names and the process keeps running', async ({start}) => {
  const first = await start(buildProgram(page, 'server'), {files: {'etc/application.toml': en.block('config')}, ports: ['GRPC_PORT']});
  await first.waitForLog(listening);
  const second = await start(buildProgram(page, 'server'), {files: {'etc/application.toml': en.block('config')}, env: {GRPC_PORT: String(first.ports.GRPC_PORT)}});
  await second.waitForLog(/listen grpc tcp conn error/);
  const after = await Promise.race([second.exited, new Promise((resolve) => setTimeout(() => resolve('running'), 500))]);
  expect(after, 'the second process keeps running without gRPC').toBe('running');
  for (const blocks of locales) {
    const named = blocks.file.prose.some(({text}) => text.includes('`listen grpc tcp conn error, ...`'));
    expect(named, `${blocks.file.name}: the pitfall names the error`).toBe(true);
  }
  expect(second.log()).toMatch(/ERROR .*listen grpc tcp conn error, .*bind: address already in use/);
});

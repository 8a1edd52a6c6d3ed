/**
 * The gRPC page run: the server program built with the code protoc generates from the
 * page's .proto, its start-up lines, the page's Go client (a greeting and the error a plain
 * client sees for an empty name), the page's grpcurl lines (the server has no reflection:
 * the call and list from the .proto file, list without it fails; with the reflection line
 * the page gives, list finds the service), and the busy-port pitfall.
 */
import {execFile, execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {examplesBuildDir} from '../../scripts/examples';
import {runWithTool} from '../../scripts/go-tools';
import {buildGoRun} from './go-run';
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, test, type RunningProgram} from './run';

const page = 'framework/api/grpc';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
const listening = /GRPC 服务监听地址/;

/** Where npm run examples laid out the page's server program. */
function serverEntry() {
  const entries = JSON.parse(readFileSync(join(examplesBuildDir, 'programs.json'), 'utf8')) as {locale: string; page: string; program: string; dir: string; package: string}[];
  const server = entries.find((e) => e.locale === 'en' && e.page === page && e.program === 'server');
  if (!server) throw new Error(`no server program on ${page}: is npm run examples up to date?`);
  return server;
}

/** The page's client/main.go, built from the server program's folder (it is part of that module). */
function buildClient(): string {
  const server = serverEntry();
  const binary = join(examplesBuildDir, 'bin', 'en', 'framework-api-grpc', 'client');
  execFileSync('go', ['build', '-o', binary, `${server.package}/client`], {cwd: server.dir, stdio: ['ignore', 'ignore', 'inherit']});
  return binary;
}

/** Runs one of the page's grpcurl lines in the module root (pb/ is there) against the program's gRPC port. */
function grpcurl(line: string, program: RunningProgram): {output: string; status: number | null} {
  const server = serverEntry();
  const run = runWithTool('grpcurl', line.replaceAll('127.0.0.1:18080', `127.0.0.1:${program.ports.GRPC_PORT}`), join(server.dir, server.package));
  return {output: run.output.trim(), status: run.status};
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

test('grpcurl: the page\'s call with the .proto file, list from the file, and list without reflection fails', async ({start}) => {
  const program = await start(buildProgram(page, 'server'), {files: {'etc/application.toml': en.block('config')}, ports: ['GRPC_PORT']});
  await program.waitForLog(listening);
  for (const blocks of locales) {
    const name = blocks.file.name;
    expect(grpcurl(blocks.commands('grpcurl')[0], program), `${name}: grpcurl-reply`).toEqual({output: blocks.block('grpcurl-reply').trim(), status: 0});
    const withoutReflection = grpcurl(blocks.commands('grpcurl-list')[0], program);
    expect(withoutReflection.output, `${name}: grpcurl-no-reflection`).toBe(blocks.block('grpcurl-no-reflection').trim());
    expect(withoutReflection.status, `${name}: grpcurl-list fails`).not.toBe(0);
    expect(grpcurl(blocks.commands('grpcurl-list-proto')[0], program), `${name}: grpcurl-list-proto-output`).toEqual({output: blocks.block('grpcurl-list-proto-output').trim(), status: 0});
  }
});

test('with the page\'s reflection line in Init, grpcurl lists the service from the server', async ({start}) => {
  const binary = buildGoRun(page, 'server', '.', {
    file: 'greeter/service.go',
    edit: (code) =>
      code
        .replace('import (', 'import (\n\t"google.golang.org/grpc/reflection"')
        .replace(/pb\.RegisterGreeterServer\([^,]+, s\)/, (register) => `${register}\n\treflection.Register(ioc_grpc.Get().Server())`),
  });
  const program = await start(binary, {files: {'etc/application.toml': en.block('config')}, ports: ['GRPC_PORT']});
  await program.waitForLog(listening);
  for (const blocks of locales) {
    expect(blocks.file.prose.some(({text}) => text.includes('`reflection.Register(ioc_grpc.Get().Server())`')), `${blocks.file.name} names the line`).toBe(true);
  }
  const listed = grpcurl(en.commands('grpcurl-list')[0], program);
  expect(listed.status, listed.output).toBe(0);
  expect(listed.output.split('\n')).toContain('greeter.v1.Greeter');
});

/**
 * The Redis page run against Debian's redis-server on a free loopback port: the first program
 * with the page's config prints what the page shows, the key is there for redis-cli, the
 * start-up line with and without a password, and the errors of an unreachable server, a wrong
 * password and a missing one.
 */
import {execFileSync} from 'node:child_process';
import {serverForFile, startRedis} from './servers';
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, test} from './run';

const page = 'framework/component/redis';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

/** The page's config (server on 127.0.0.1:6379, password secret) moved to the test's server. */
const config = (port: number, password = 'secret') =>
  en.block('config').replace('127.0.0.1:6379', `127.0.0.1:${port}`).replace('password = "secret"', `password = "${password}"`);

// The page's server: docker run … redis-server --requirepass secret.
const redis = serverForFile(() => startRedis(/--requirepass (\S+)/.exec(en.commands('server')[0])![1]));

test('the first program prints the page output, and redis-cli reads the key', async ({start}) => {
  const program = await start(buildProgram(page), {files: {'etc/application.toml': config(redis().port)}});
  expect(await program.exited).toBe(0);
  // The page's docker exec line, run on this machine's server.
  const cli = en.commands('cli')[0].replace(/^docker exec \S+ redis-cli/, `redis-cli -p ${redis().port}`).split(' ');
  const stored = execFileSync(cli[0], cli.slice(1), {encoding: 'utf8'});
  for (const blocks of locales) {
    const name = blocks.file.name;
    expectLinesInOrder(program.log(), blocks.block('output'), `${name} output`);
    expectLinesInOrder(normalise(program.log()), normalise(blocks.block('log-vault') + '\n' + blocks.block('log-password')), `${name} log-vault, log-password`);
    expect(stored.trim(), `${name}: cli-output`).toBe(blocks.block('cli-output').trim());
  }
});

test('without a password the warning comes first, and the server refuses with NOAUTH', async ({start}) => {
  const program = await start(buildProgram(page), {files: {'etc/application.toml': config(redis().port).replace(/^password = .*$/m, '')}});
  expect(await program.exited).not.toBe(0);
  for (const blocks of locales) {
    expectLinesInOrder(normalise(program.log()), normalise(blocks.block('log-no-password')), `${blocks.file.name} log-no-password`);
  }
  expect(program.log()).toContain('panic: NOAUTH Authentication required.');
});

test('a wrong password fails on the first command with WRONGPASS', async ({start}) => {
  const program = await start(buildProgram(page), {files: {'etc/application.toml': config(redis().port, 'wrong')}});
  expect(await program.exited).not.toBe(0);
  expect(program.log()).toContain('panic: WRONGPASS invalid username-password pair or user is disabled.');
});

test('with no server start-up succeeds and the ping panics as the page shows', async ({start}) => {
  const stopped = await startRedis();
  const port = stopped.port;
  await stopped.stop();
  const program = await start(buildProgram(page), {files: {'etc/application.toml': config(port)}});
  expect(await program.exited).not.toBe(0);
  for (const blocks of locales) {
    const shown = blocks.block('unreachable').trim().replace('127.0.0.1:6379', `127.0.0.1:${port}`);
    expect(program.log(), `${blocks.file.name}: unreachable`).toContain(shown);
  }
});

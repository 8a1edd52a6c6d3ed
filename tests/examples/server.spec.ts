/**
 * The server page run as a reader runs it: the server.Run program with the complete config
 * file (start-up lines, curl, Ctrl+C lines), each of the four stop signals, a second signal
 * forcing the exit, the application-settings program, the key generator, the env-only start,
 * and the errors the pitfalls name.
 */
import {parseGoRun} from './go-run';
import {buildProgram, expect, expectLinesInOrder, expectShutdownLines, interruptTwice, normalise, pageBlocks, runCommand, test, type RunningProgram, httpStarted as startLine} from './run';

const page = 'framework/config/server';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
const complete = {'etc/application.toml': en.block('config')};

/**
 * The run's log as the page shows it. The page's file listens on 0.0.0.0; the run binds
 * 127.0.0.1 (no test listens beyond loopback) on a free port, written back as the page's.
 */
function shownLog(program: RunningProgram): string {
  return normalise(program.log(), {ports: {[program.ports.HTTP_PORT]: 8080}}).replaceAll('127.0.0.1:8080', '0.0.0.0:8080');
}

test('server.Run with the complete file: the start-up lines, the curl and the Ctrl+C lines are the page\'s', async ({start}) => {
  const program = await start(buildProgram(page, 'run'), {files: complete});
  await program.waitForLog(startLine);
  const reply = await runCommand(en.commands('greet')[0], program);
  for (const blocks of locales) expect(reply.trim(), `${blocks.file.name}: reply`).toBe(blocks.block('reply').trim());

  expect(await program.stop('SIGINT'), 'exit status after Ctrl+C').toBe(0);
  // The console shows only the message and level; the page leaves the fields out of the
  // shutdown lines, so only the part before the fields is compared there.
  const log = shownLog(program);
  const withoutFields = log.replace(/ app:demo group:shop hostname:<host> logger:\w+$/gm, '');
  for (const blocks of locales) {
    expectLinesInOrder(log, normalise(blocks.block('start')), `${blocks.file.name} start`);
    expectShutdownLines(log, normalise(blocks.block('shutdown')), `${blocks.file.name} shutdown`, withoutFields);
  }
});

for (const [signal, name] of [
  ['SIGTERM', 'terminated'],
  ['SIGINT', 'interrupt'],
  ['SIGHUP', 'hangup'],
  ['SIGQUIT', 'quit'],
] as const) {
  test(`${signal} shuts the service down, as the page says of all four signals`, async ({start}) => {
    const program = await start(buildProgram(page, 'run'), {files: complete});
    await program.waitForLog(startLine);
    expect(await program.stop(signal), `exit status after ${signal}`).toBe(0);
    expect(program.log()).toContain(`receive signal '${name}', start graceful shutdown (timeout 30s)`);
    expect(program.log()).toContain('http service stop complete');
  });
}

test('a second signal during shutdown logs the page\'s two warn lines and exits with status 1', async ({start}) => {
  const program = await start(buildProgram(page, 'run'), {files: complete});
  await program.waitForLog(startLine);
  expect(await interruptTwice(program, '/api/demo/v1/greeting/'), 'exit status after the second signal').toBe(1);
  const withoutFields = shownLog(program).replace(/ app:demo group:shop hostname:<host> logger:\w+$/gm, '');
  for (const blocks of locales) expectLinesInOrder(withoutFields, normalise(blocks.block('force-shutdown')), `${blocks.file.name} force-shutdown`);
});

test('application settings: the program prints what the page shows with its [app] example', async ({start}) => {
  const program = await start(buildProgram(page, 'settings'), {files: {'etc/application.toml': en.block('config-app')}});
  expect(await program.exited, `exit status:\n${program.log()}`).toBe(0);
  for (const blocks of locales) expectLinesInOrder(normalise(program.log()), normalise(blocks.block('settings-output')), `${blocks.file.name} settings-output`);
});

test('the key generator prints the page\'s line with a fresh base64 key of key_length bytes', async ({start}) => {
  const {args} = parseGoRun(en.commands('genkey')[0]);
  const program = await start(buildProgram(page, 'cmd'), {files: {'etc/application.toml': en.block('config-app')}, args});
  expect(await program.exited, `exit status:\n${program.log()}`).toBe(0);
  const keyPattern = /^(\S+): ([A-Za-z0-9+/]{43}=)$/m;
  const printed = program.log().match(keyPattern);
  expect(printed, program.log()).toBeTruthy();
  expect(Buffer.from(printed![2], 'base64')).toHaveLength(32);
  for (const blocks of locales) expect(blocks.block('genkey-output').trim().match(keyPattern)?.[1], blocks.file.name).toBe(printed![1]);
});

test('start -t env starts with no file at all', async ({start}) => {
  const {env, args} = parseGoRun(en.commands('start-env')[0]);
  // The page binds 0.0.0.0; the run keeps to loopback.
  const program = await start(buildProgram(page, 'cmd'), {env: {...env, HTTP_HOST: '127.0.0.1'}, args});
  await program.waitForLog(startLine);
  expect(await runCommand('curl -s http://127.0.0.1:8080/healthz/', program)).toContain('SERVING');
  expect(program.log()).toContain('app:demo');
});

test('pitfalls: the errors the page names', async ({start}) => {
  const prose = en.file.prose.map(({text}) => text).join('\n');
  /** The run fails with the error the page names (`named`, with the run's key in place of <key>). */
  const expectExit = async (program: RunningProgram, named: string, printed = named) => {
    expect(prose, `the page names ${named}`).toContain(named);
    expect(await program.exited, program.log()).not.toBe(0);
    expect(program.log()).toContain(printed);
  };
  // The command line with no etc/application.toml.
  await expectExit(await start(buildProgram(page, 'cmd'), {args: ['start']}), 'file etc/application.toml not exist');
  // A map in the environment.
  await expectExit(await start(buildProgram(page, 'settings'), {env: {APP_EXTRAS: 'owner:me'}}), 'no parser found for field "Extras" of type "map[string]string"');
  // A duration written as text in a file.
  // A duration written as text in a file (the start command registers the [trace] object).
  const textDuration = {'etc/application.toml': '[trace]\nbatch_timeout = "5s"\n'};
  await expectExit(await start(buildProgram(page, 'cmd'), {files: textDuration, args: ['start']}), "cannot parse '<key>' as int", "cannot parse 'batch_timeout' as int");
  // The default encryption key.
  await expectExit(await start(buildProgram(page, 'settings')), 'illegal base64 data at input byte 7');
});

test('a busy port does not stop the process: the bind error is logged and the service keeps running', async ({start}) => {
  const first = await start(buildProgram(page, 'run'), {files: complete});
  await first.waitForLog(startLine);
  const second = await start(buildProgram(page, 'run'), {files: complete, env: {HTTP_PORT: String(first.ports.HTTP_PORT)}});
  await second.waitForLog(/bind: address already in use/);
  const after = await Promise.race([second.exited, new Promise((resolve) => setTimeout(() => resolve('running'), 500))]);
  expect(after, 'the second process keeps running without an HTTP server').toBe('running');
});

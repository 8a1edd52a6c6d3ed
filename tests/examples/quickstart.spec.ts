/**
 * The quickstart run as a reader runs it: each tab's program with the page's config and
 * `go run` line, the start-up lines, the curl and its reply, the Ctrl+C shutdown lines, the
 * busy-port pitfall, and Gin's release mode from the environment.
 */
import {parseGoRun} from './go-run';
import {buildProgram, expect, expectLinesInOrder, expectShutdownLines, interruptTwice, normalise, pageBlocks, runCommand, test, type RunningProgram, httpStarted as startLine} from './run';

const page = 'framework/quickstart';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
const files = {'etc/application.toml': en.block('config')};

/** The run's log as the page would show it: the program's port written as the page's 8080. */
function shownLog(program: RunningProgram): string {
  return normalise(program.log(), {ports: {[program.ports.HTTP_PORT]: 8080}});
}

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: start-up lines, the curl's reply and the Ctrl+C lines are the page's`, async ({start}) => {
    const {env, args} = parseGoRun(en.commands('run')[0]);
    const program = await start(buildProgram(page, framework), {files, env, args});
    await program.waitForLog(startLine);

    const reply = await runCommand(en.commands('greet')[0], program);
    for (const blocks of locales) {
      expect(reply.trim(), `${blocks.file.name}: reply-${framework}`).toBe(blocks.block(`reply-${framework}`).trim());
    }
    // The page says each tab logs the request: Gin's [GIN] line, go-restful's access_log line.
    await program.waitForLog(framework === 'gin' ? /\[GIN\] .*GET +"\/api\/demo\/v1\/hello\/gopher"/ : /logger:access_log/);

    expect(await program.stop('SIGINT'), 'exit status after Ctrl+C').toBe(0);
    const log = shownLog(program);
    for (const blocks of locales) {
      expectLinesInOrder(log, normalise(blocks.block(`start-${framework}`)), `${blocks.file.name} start-${framework}`);
      expectShutdownLines(log, normalise(blocks.block('shutdown')), `${blocks.file.name} shutdown`);
    }
  });
}

test('a second Ctrl+C during shutdown forces the exit with status 1', async ({start}) => {
  const program = await start(buildProgram(page, 'gin'), {files});
  await program.waitForLog(startLine);
  expect(await interruptTwice(program, '/api/demo/v1/hello/gopher'), 'exit status after the second Ctrl+C').toBe(1);
  for (const blocks of locales) {
    const named = blocks.file.prose.some(({text}) => text.includes('`forced shutdown, exit now`'));
    expect(named, `${blocks.file.name} names the forced-exit line`).toBe(true);
  }
  expect(program.log()).toContain('forced shutdown, exit now');
});

test('a busy port: the started line, then the bind error the pitfall names, and the process keeps running', async ({start}) => {
  const first = await start(buildProgram(page, 'gin'), {files});
  await first.waitForLog(startLine);
  const second = await start(buildProgram(page, 'gin'), {files, env: {HTTP_PORT: String(first.ports.HTTP_PORT)}});
  await second.waitForLog(/bind: address already in use/);
  const after = await Promise.race([second.exited, new Promise((resolve) => setTimeout(() => resolve('running'), 500))]);
  expect(after, 'the second process keeps running without an HTTP server').toBe('running');

  const log = normalise(second.log(), {ports: {[first.ports.HTTP_PORT]: 8080}}).split('\n');
  const started = log.findIndex((line) => startLine.test(line));
  for (const blocks of locales) {
    const named = blocks.file.prose.map(({text}) => text.match(/`(listen tcp 127\.0\.0\.1:8080: bind: address already in use)`/)).find(Boolean);
    expect(named, `${blocks.file.name}: the pitfall names the error line`).toBeTruthy();
    const error = log.findIndex((line) => line.startsWith('<time> ERROR  ') && line.includes(`> ${named![1]} app:demo `));
    expect(error, `${blocks.file.name}: an ERROR line with the pitfall's text follows the started line:\n${log.join('\n')}`).toBeGreaterThan(started);
    expect(started).toBeGreaterThanOrEqual(0);
  }
});

test("Gin's release mode from the page's file key or environment variable hides the [GIN-debug] lines", async ({start}) => {
  const debug = await start(buildProgram(page, 'gin'), {files});
  await debug.waitForLog(startLine);
  expect(debug.log()).toContain('[GIN-debug]');

  const {env} = parseGoRun(en.commands('release-env')[0]);
  const fromEnv = await start(buildProgram(page, 'gin'), {files, env});
  const fromFile = await start(buildProgram(page, 'gin'), {files: {'etc/application.toml': `${en.block('config')}\n${en.block('config-release')}`}});
  // The variable's name is case-sensitive, as the page says: all capitals is ignored.
  const upper = await start(buildProgram(page, 'gin'), {files, env: Object.fromEntries(Object.entries(env).map(([k, v]) => [k.toUpperCase(), v]))});
  for (const program of [fromEnv, fromFile, upper]) await program.waitForLog(startLine);
  expect(fromEnv.log()).not.toContain('[GIN-debug]');
  expect(fromFile.log()).not.toContain('[GIN-debug]');
  expect(upper.log()).toContain('[GIN-debug]');
});

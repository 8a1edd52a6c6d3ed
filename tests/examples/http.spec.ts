/**
 * The HTTP page run as a reader runs it: each tab's program with the page's config, the
 * page's curl line, its start-up, access-log and shutdown lines, and the busy-port pitfall.
 */
import {buildProgram, expect, expectLinesInOrder, expectShutdownLines, normalise, pageBlocks, runCommand, test, type RunningProgram, httpStarted as startLine} from './run';

const page = 'framework/api/http';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

function config(framework: 'gin' | 'restful'): Record<string, string> {
  return {'etc/application.toml': `${en.block('config')}\n${en.block(`config-${framework}`)}`};
}

/** The run's log as the page would show it: the program's port written as the page's 8080. */
function shownLog(program: RunningProgram): string {
  return normalise(program.log(), {ports: {[program.ports.HTTP_PORT]: 8080}});
}

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: start-up lines, the greeting and the shutdown lines are the page's`, async ({start}) => {
    const program = await start(buildProgram(page, framework), {files: config(framework)});
    await program.waitForLog(startLine);

    const reply = await runCommand(en.commands('greet')[0], program);
    for (const blocks of locales) {
      expect(reply.trim(), `${blocks.file.name}: reply-${framework}`).toBe(blocks.block(`reply-${framework}`).trim());
    }
    if (framework === 'restful') await program.waitForLog(/logger:access_log/);

    expect(await program.stop('SIGINT')).toBe(0);
    const log = shownLog(program);
    for (const blocks of locales) {
      // The page shows Gin's list of configs and says go-restful lists its own object instead.
      const startShown = blocks.block('start').replace('gin_webframework.v1', `${framework === 'gin' ? 'gin' : 'restful'}_webframework.v1`);
      expectLinesInOrder(log, normalise(startShown), `${blocks.file.name} start`);
      // The page says the "http: Server closed" line may come earlier or later.
      expectShutdownLines(log, normalise(blocks.block('shutdown')), `${blocks.file.name} shutdown`);
      if (framework === 'restful') {
        // The client's port differs on every request, and the duration is padded to a fixed width.
        const accessLine = (text: string) => text.replace(/127\.0\.0\.1:\d+ \|/g, '127.0.0.1:<port> |').replace(/<duration> +\|/g, '<duration> |');
        expectLinesInOrder(accessLine(log), accessLine(normalise(blocks.block('access-log'))), `${blocks.file.name} access log`);
      }
    }
  });
}

test('a busy port: the start-up line still appears, then the ERROR line the pitfall names, and the process keeps running', async ({start}) => {
  const first = await start(buildProgram(page, 'gin'), {files: config('gin')});
  await first.waitForLog(startLine);
  const second = await start(buildProgram(page, 'gin'), {files: config('gin'), env: {HTTP_PORT: String(first.ports.HTTP_PORT)}});
  await second.waitForLog(/bind: address already in use/);
  const after = await Promise.race([second.exited, new Promise((resolve) => setTimeout(() => resolve('running'), 500))]);
  expect(after, 'the second process keeps running without an HTTP server').toBe('running');

  const log = normalise(second.log(), {ports: {[first.ports.HTTP_PORT]: 8080}}).split('\n');
  for (const blocks of locales) {
    const named = blocks.file.prose.map(({text}) => text.match(/`(listen tcp 127\.0\.0\.1:8080: bind: address already in use)`/)).find(Boolean);
    expect(named, `${blocks.file.name}: the pitfall names the error line`).toBeTruthy();
    const httpLine = normalise(blocks.block('start')).split('\n').find((line) => startLine.test(line))!;
    const started = log.indexOf(httpLine);
    expect(started, `${blocks.file.name}: the start-up line appears although the port is taken:\n${log.join('\n')}`).toBeGreaterThanOrEqual(0);
    const error = log.findIndex((line) => line.startsWith('<time> ERROR  config/http/http.go:') && line.includes(`> ${named![1]} app:demo `));
    expect(error, `${blocks.file.name}: an ERROR line from config/http/http.go with the pitfall's text follows:\n${log.join('\n')}`).toBeGreaterThan(started);
  }
});

/** A backticked text of the page's prose that matches the pattern (the pitfalls name their errors so). */
function named(blocks: ReturnType<typeof pageBlocks>, pattern: RegExp): string {
  const found = blocks.file.prose.flatMap(({text}) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1])).find((code) => pattern.test(code));
  if (!found) throw new Error(`${blocks.file.name}: no text matching ${pattern} in the prose`);
  return found;
}

test('the all-caps env name for mode does nothing: Gin stays in debug mode and prints the route line the page shows', async ({start}) => {
  const program = await start(buildProgram(page, 'gin'), {files: {'etc/application.toml': en.block('config')}, env: {GIN_WEBFRAMEWORK_MODE: 'release'}});
  await program.waitForLog(startLine);
  for (const blocks of locales) expect(program.log(), blocks.file.name).toContain(named(blocks, /^\[GIN-debug\] GET /));
});

test('an unknown gin mode panics at start-up', async ({start}) => {
  const program = await start(buildProgram(page, 'gin'), {files: config('gin'), env: {GIN_WEBFRAMEWORK_Mode: 'verbose'}});
  expect(await program.exited).not.toBe(0);
  expect(program.log()).toContain('panic: gin mode unknown: verbose');
});

test('a bad max_header_size makes server.Run return the error the pitfall names', async ({start}) => {
  const program = await start(buildProgram(page, 'gin'), {files: config('gin'), env: {HTTP_MAX_HEADER_SIZE: 'lots'}});
  expect(await program.exited).not.toBe(0);
  for (const blocks of locales) {
    const prefix = named(blocks, /^\[configs\] init object http error, \.\.\.$/).replace('...', '');
    expect(program.log(), blocks.file.name).toContain(`panic: ${prefix}`);
  }
});

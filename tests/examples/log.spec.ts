/**
 * The logging page run: the batch program's console lines, the trace id a request adds on
 * each framework, the start-up lines and the JSON file of the configuration example, the
 * go-restful access line, and the error an unknown level stops start-up with.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fenceAttributes} from '../../scripts/examples';
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, runCommand, test} from './run';

const page = 'framework/config/log';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

/**
 * The binaries are built from the English page, whose blocks carry //line directives: a
 * caller reads `framework/config/log.md:<line>`. Give it back as the page shows it,
 * `<src>/main.go:<line in the block>`; the page's own folder names become `<src>` too.
 */
function callers(text: string, program: string): string {
  const block = en.file.blocks.find((b) => {
    const attrs = fenceAttributes(b.meta);
    return attrs.title === 'main.go' && (attrs.program ?? 'main') === program;
  });
  if (!block) throw new Error(`no main.go of program ${program} on ${page}`);
  return text
    .replace(/framework\/config\/log\.md:(\d+)/g, (_, line: string) => `<src>/main.go:${Number(line) - block.line}`)
    .replace(/\bdev\/(jobrunner|shop)\/main\.go/g, '<src>/main.go');
}

const comparable = (text: string, program = 'main') =>
  callers(normalise(text), program)
    .replace(/127\.0\.0\.1:\d+ +\|/g, '127.0.0.1:<client-port> |')
    .replace(/<duration> +\|/g, '<duration> |');

test('the batch program prints the console lines the page shows', async ({start}) => {
  const program = await start(buildProgram(page, 'main'), {files: {'etc/application.toml': '[app]\nname = "jobrunner"\n'}});
  expect(await program.exited).toBe(0);
  for (const blocks of locales) {
    expect(comparable(program.log()), `${blocks.file.name}: program-lines`).toBe(comparable(blocks.block('program-lines')));
  }
});

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: a request logs its trace id, and the start-up lines are the page's`, async ({start}) => {
    const program = await start(buildProgram(page, framework), {files: {'etc/application.toml': en.block('config-trace')}});
    await program.waitForLog(/HTTP服务启动成功/);
    expect(JSON.parse(await runCommand('curl -s http://127.0.0.1:8080/api/shop/v1/orders/42', program))).toEqual({id: '42'});
    await program.waitForLog(/loading order/);
    if (framework === 'restful') await program.waitForLog(/logger:access_log/);
    const log = comparable(normalise(program.log(), {ports: {[program.ports.HTTP_PORT]: 8080}}), framework);
    for (const blocks of locales) {
      const name = blocks.file.name;
      expectLinesInOrder(log, comparable(blocks.block('trace-line'), framework), `${name} trace-line (${framework})`);
      if (framework === 'gin') expectLinesInOrder(log, comparable(blocks.block('start-lines'), framework), `${name} start-lines`);
      else expectLinesInOrder(log, comparable(blocks.block('access-line'), framework), `${name} access-line`);
    }
  });
}

test('the configuration example writes the JSON line the page shows to logs/shop.json.log', async ({start}) => {
  const program = await start(buildProgram(page, 'gin'), {files: {'etc/application.toml': en.block('config-example')}});
  await program.waitForLog(/HTTP服务启动成功/);
  const file = readFileSync(join(program.dir, 'logs', 'shop.json.log'), 'utf8');
  const lines = file.trim().split('\n').map((line) => JSON.parse(line) as Record<string, string>);
  const started = lines.find((line) => line.message.startsWith('HTTP服务启动成功'));
  expect(started, file).toBeDefined();
  for (const blocks of locales) {
    const shown = JSON.parse(blocks.block('file-line')) as Record<string, string>;
    // Same fields in the same order; only time, host name and port vary.
    expect(Object.keys(started!), `${blocks.file.name}: file-line fields`).toEqual(Object.keys(shown));
    const varying = (line: Record<string, string>) => ({...line, time: '<time>', hostname: '<host>', message: line.message.replace(/:\d+$/, ':<port>')});
    expect(varying(started!), `${blocks.file.name}: file-line`).toEqual(varying(shown));
  }
});

test('an unknown level stops start-up with the error the page shows', async ({start}) => {
  const program = await start(buildProgram(page, 'gin'), {files: {'etc/application.toml': '[log]\nlevel = "verbose"\n'}});
  expect(await program.exited).not.toBe(0);
  for (const blocks of locales) {
    expect(program.log(), `${blocks.file.name}: unknown-level`).toContain(`panic: ${blocks.block('unknown-level').trim()}`);
  }
});

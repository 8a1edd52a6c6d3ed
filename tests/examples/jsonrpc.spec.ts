/**
 * The JSON-RPC page run: the greeter with the page's config on its own JSON-RPC port, the
 * start-up lines, the page's four curl lines and the replies and error bodies it shows.
 */
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, runCommand, test, type RunningProgram} from './run';

const page = 'framework/api/jsonrpc';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

/** One of the page's curl lines, sent to the program's JSON-RPC port instead of the page's 9090. */
function call(name: string, program: RunningProgram): Promise<string> {
  return runCommand(en.commands(name)[0].replaceAll('127.0.0.1:9090', `127.0.0.1:${program.ports.JSONRPC_PORT}`), program);
}

test('the greeter logs its method and URL, and answers the page\'s calls as shown', async ({start}) => {
  const program = await start(buildProgram(page), {files: {'etc/application.toml': en.block('config')}, args: ['start'], ports: ['JSONRPC_PORT']});
  await program.waitForLog(/JSON RPC服务启动成功/);
  const replies = Object.fromEntries(await Promise.all(['greet', 'unknown', 'no-params', 'empty-name'].map(async (name) => [name, await call(name, program)] as const)));
  const log = normalise(program.log(), {ports: {[program.ports.JSONRPC_PORT]: 9090}});
  for (const blocks of locales) {
    expectLinesInOrder(log, normalise(blocks.block('start')), `${blocks.file.name} start`);
    for (const [name, reply] of Object.entries(replies)) {
      expect(normalise(reply), `${blocks.file.name}: ${name}-reply`).toBe(normalise(blocks.block(`${name}-reply`)));
    }
  }
});

test('a call without Content-Type never reaches mcube: go-restful answers 415 with the body the page names', async ({start}) => {
  const program = await start(buildProgram(page), {files: {'etc/application.toml': en.block('config')}, args: ['start'], ports: ['JSONRPC_PORT']});
  await program.waitForLog(/JSON RPC服务启动成功/);
  const reply = await fetch(`http://127.0.0.1:${program.ports.JSONRPC_PORT}/jsonrpc/greeter/v1`, {method: 'POST', body: '{"jsonrpc": "2.0", "method": "Greeter.RPCGreet", "params": {"name": "Ada"}, "id": 1}'});
  const body = await reply.text();
  for (const blocks of locales) {
    expect(blocks.file.prose.some(({text}) => text.includes('`415`') && text.includes(`\`${body}\``)), `${blocks.file.name}: names 415 and the body ${JSON.stringify(body)}`).toBe(true);
  }
  expect(reply.status).toBe(415);
});

test('a service that registers no method logs the line the page shows (the HTTP page\'s program)', async ({start}) => {
  const program = await start(buildProgram('framework/api/http', 'gin'), {files: {'etc/application.toml': en.block('config')}, ports: ['JSONRPC_PORT']});
  await program.waitForLog(/HTTP服务启动成功/);
  const log = normalise(program.log());
  for (const blocks of locales) expectLinesInOrder(log, normalise(blocks.block('no-service')), `${blocks.file.name} no-service`);
  expect(program.log()).not.toMatch(/JSON RPC服务启动成功/);
});

/**
 * The architecture page run as a reader runs it: the monolith (each tab) with the page's
 * config, its start-up lines and both curls; then the split into two binaries, the user
 * service from cmd/user and the shop with the page's one-line diff to main.go, talking
 * JSON-RPC on loopback.
 */
import {buildGoRun, parseGoRun} from './go-run';
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, runCommand, test, type RunningProgram, httpStarted as startLine} from './run';

const page = 'framework/core/arch';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

/** The page's diff applied to main.go: its one removed line becomes its added lines. */
function applyDiff(diff: string) {
  const removed = diff.split('\n').filter((line) => line.startsWith('-'));
  const added = diff.split('\n').filter((line) => line.startsWith('+'));
  expect(removed.length, 'the diff swaps one line').toBe(1);
  return (code: string) => {
    expect(code, 'main.go has the line the diff removes').toContain(removed[0].slice(1));
    return code.replace(removed[0].slice(1), added.map((line) => line.slice(1)).join('\n'));
  };
}

const json = (text: string) => JSON.parse(text);

function shownLog(program: RunningProgram, ports: Record<number, number>): string {
  return normalise(program.log(), {ports});
}

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: the monolith's start-up lines and both curls are the page's`, async ({start}) => {
    const {args} = parseGoRun(en.commands('run')[0]);
    const program = await start(buildProgram(page, framework), {files: {'etc/application.toml': en.block('config')}, args});
    await program.waitForLog(startLine);

    const order = await runCommand(en.commands('order')[0], program);
    const missing = await runCommand(en.commands('missing')[0], program);
    for (const blocks of locales) {
      expect(json(order), `${blocks.file.name}: order-reply`).toEqual(json(blocks.block('order-reply')));
      expect(json(missing), `${blocks.file.name}: missing-reply`).toEqual(json(blocks.block('missing-reply')));
      if (framework === 'gin') expect(missing.trim(), `${blocks.file.name}: missing-reply as printed`).toBe(blocks.block('missing-reply').trim());
      // The page shows Gin's list of configs and says go-restful lists its own object instead.
      const startShown = blocks.block('start').replace('gin_webframework.v1', `${framework === 'gin' ? 'gin' : 'restful'}_webframework.v1`);
      expectLinesInOrder(shownLog(program, {[program.ports.HTTP_PORT]: 8080}), normalise(startShown), `${blocks.file.name} start`);
    }
  });
}

test('the split: the user service over JSON-RPC and the shop with the page\'s diff answer as the page shows', async ({start}) => {
  const userRun = parseGoRun(en.commands('run-user')[0]);
  const shopRun = parseGoRun(en.commands('run-shop')[0]);
  const user = await start(buildGoRun(page, 'gin', userRun.pkg), {
    files: {'etc/user.toml': en.block('config-user')},
    args: userRun.args,
    ports: ['JSONRPC_PORT'],
  });
  await user.waitForLog(/JSON RPC服务启动成功/);
  const rpcPort = user.ports.JSONRPC_PORT;
  const endpoint = `http://127.0.0.1:${rpcPort}/jsonrpc/user/v1`;
  const shop = await start(buildGoRun(page, 'gin', shopRun.pkg, {file: 'main.go', edit: applyDiff(en.block('split-main'))}), {
    files: {'etc/application.toml': en.block('config')},
    args: shopRun.args,
    // The client's address comes from its section's env variable, as the page says.
    env: {USER_CLIENT_ENDPOINT: endpoint},
  });
  await shop.waitForLog(startLine);

  const rpc = await runCommand(en.commands('rpc')[0].replaceAll('127.0.0.1:9090', `127.0.0.1:${rpcPort}`), user);
  const order = await runCommand(en.commands('order-split')[0], shop);
  const userLog = shownLog(user, {[rpcPort]: 9090});
  for (const blocks of locales) {
    expect(json(rpc), `${blocks.file.name}: rpc-reply`).toEqual(json(blocks.block('rpc-reply')));
    expect(json(order), `${blocks.file.name}: order-split-reply`).toEqual(json(blocks.block('order-split-reply')));
    expectLinesInOrder(userLog, normalise(blocks.block('start-user')), `${blocks.file.name} start-user`);
  }
  // The user service opens no HTTP port; the shop's JSON-RPC server stays off.
  expect(user.log()).not.toMatch(startLine);
  expect(shop.log()).not.toMatch(/JSON RPC服务启动成功/);
  expect(shop.log()).toMatch(/loaded controllers: \[order\.v1 user_client\.v1\]|loaded controllers: \[user_client\.v1 order\.v1\]/);
});

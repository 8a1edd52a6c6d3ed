/**
 * The API objects page's "Check it works", run with the program it points to: the Gin
 * program of the HTTP page and its config (Gin in its default debug mode, so it prints routes).
 */
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, runCommand, test, type RunningProgram} from './run';

const page = 'framework/api/index';
const http = pageBlocks('framework/api/http', 'en');

test('the greeting, the Gin route line and the loaded API objects are the page\'s', async ({start}) => {
  const program = await start(buildProgram('framework/api/http', 'gin'), {files: {'etc/application.toml': http.block('config')}});
  await program.waitForLog(/HTTP服务启动成功/);
  const blocks = [pageBlocks(page, 'en'), pageBlocks(page, 'zh-Hans')];
  const reply = await runCommand(blocks[0].commands('greet')[0], program);
  const log = normalise(program.log(), {ports: {[program.ports.HTTP_PORT]: 8080}});
  for (const shown of blocks) {
    expect(reply.trim(), `${shown.file.name}: reply`).toBe(shown.block('reply').trim());
    expectLinesInOrder(log, normalise(shown.block('route')), `${shown.file.name} route`);
    expectLinesInOrder(log, normalise(shown.block('loaded-apis')), `${shown.file.name} loaded-apis`);
  }
});

/** The pitfall on emptying both path_prefix and the app name, in one language. */
function emptyPrefixPitfall(blocks: ReturnType<typeof pageBlocks>): string {
  const found = blocks.file.prose.map(({text}) => text).find((text) => text.includes('`//v1/greeting`'));
  if (!found) throw new Error(`${blocks.file.name}: no pitfall names //v1/greeting`);
  return found;
}

/** What the program answers to a GET of the path, redirects not followed. */
async function answer(program: RunningProgram, path: string) {
  const response = await fetch(`http://127.0.0.1:${program.ports.HTTP_PORT}${path}`, {redirect: 'manual'});
  return {status: response.status, location: response.headers.get('location'), body: await response.text()};
}

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: with both path_prefix and the app name empty, the requests answer as the pitfall says`, async ({start}) => {
    const config = `${http.block('config').replace('name = "demo"', 'name = ""').replace('path_prefix = "api"', 'path_prefix = ""')}\n${http.block(`config-${framework}`)}`;
    const program = await start(buildProgram('framework/api/http', framework), {files: {'etc/application.toml': config}});
    await program.waitForLog(/HTTP服务启动成功/);
    const ordinary = await answer(program, '/v1/greeting/alice');
    const doubled = await answer(program, '//v1/greeting/alice');
    if (framework === 'gin') {
      expect(ordinary.status).toBe(200);
      expect(ordinary.body.trim()).toBe(http.block('reply-gin').trim());
      expect(doubled.status).toBe(404);
    } else {
      expect(ordinary.status).toBe(404);
      expect(doubled).toMatchObject({status: 307, location: '/v1/greeting/alice'});
    }
    for (const blocks of [pageBlocks(page, 'en'), pageBlocks(page, 'zh-Hans')]) {
      const pitfall = emptyPrefixPitfall(blocks);
      for (const named of ['Gin', 'go-restful', '`/v1/greeting/alice`', '`//v1/greeting/alice`', '200', '404', '307']) {
        expect(pitfall, `${blocks.file.name}: the pitfall names ${named}`).toContain(named);
      }
    }
  });
}

/**
 * The API objects page's "Check it works", run with the program it points to: the Gin
 * program of the HTTP page and its config (Gin in its default debug mode, so it prints routes).
 */
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, runCommand, test} from './run';

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

/**
 * The API documentation page run with go-restful (the swaggo tab needs the package swag
 * generates, which the page does not show): the start-up lines, the page's curl lines
 * through jq and grep, and the base_path row of the routes table.
 */
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, runCommand, test} from './run';

const page = 'framework/config/api_doc';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
// "This file assumes [app] name = "demo" in etc/application.toml."
const config = '[app]\nname = "demo"\n';

test('go-restful: the start-up lines, the document fields and the UI line are the page', async ({start}) => {
  const program = await start(buildProgram(page, 'restful'), {files: {'etc/application.toml': config}});
  await program.waitForLog(/Get the API UI using/);
  const document = await runCommand(en.commands('curl-restful')[0], program);
  const ui = await runCommand(en.commands('curl-ui')[0], program);
  const ports = {ports: {[program.ports.HTTP_PORT]: 8080}};
  for (const blocks of locales) {
    const name = blocks.file.name;
    expectLinesInOrder(normalise(program.log(), ports), normalise(blocks.block('start-restful')), `${name} start-restful`);
    expect(document.trim(), `${name}: document-restful`).toBe(blocks.block('document-restful').trim());
    expect(normalise(ui, ports), `${name}: ui-line`).toBe(normalise(blocks.block('ui-line')));
  }
});

test('base_path replaces the whole prefix', async ({start}) => {
  const program = await start(buildProgram(page, 'restful'), {files: {'etc/application.toml': config}, env: {APIDOC_BASE_PATH: '/docs'}});
  await program.waitForLog(/Get the API UI using/);
  const status = (path: string) => runCommand(`curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:8080${path}`, program);
  expect(await status('/docs/swagger.json')).toBe('200');
  expect(await status('/docs/ui.html')).toBe('200');
  expect(await status('/api/demo/v1/apidoc/swagger.json')).toBe('404');
});

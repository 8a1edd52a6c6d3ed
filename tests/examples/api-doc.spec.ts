/**
 * The API documentation page run with both frameworks. go-restful: the start-up lines, the
 * page's curl lines through jq and grep, and the base_path row of the routes table. Gin: the
 * page's main.go in a module example.com/demo, `swag init` run as the page says (swag built
 * at the version mcube v2.1.10 pins), then built and run: the files swag writes, the start-up
 * lines, the document and UI lines, and the swaggo pitfalls (text content type, 500 for
 * another instance name).
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {examplesDir} from '../../scripts/examples';
import {goTool, installLine, pinnedVersion, runWithTool} from '../../scripts/go-tools';
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

/**
 * The page's Gin main.go as the reader's module example.com/demo (examples/go.mod's modules,
 * tidied once swag has written the package main.go imports), with the page's `swag init` run
 * in it, built with docs/docs.go only (the page: the one file used at run time). Returns the
 * folder, the binary and what swag wrote.
 */
function buildGinProgram(blocks: typeof en) {
  const dir = mkdtempSync(join(tmpdir(), 'mcube-docs-swag-'));
  const goMod = readFileSync(join(examplesDir, 'go.mod'), 'utf8').replace(/^module .*$/m, 'module example.com/demo');
  writeFileSync(join(dir, 'go.mod'), goMod);
  writeFileSync(join(dir, 'go.sum'), readFileSync(join(examplesDir, 'go.sum')));
  writeFileSync(join(dir, 'main.go'), blocks.block('main-gin'));
  const [install, ...lines] = blocks.commands('swag');
  expect(install, `${blocks.file.name}: the swag install line`).toMatch(/^go install github\.com\/swaggo\/swag\/cmd\/swag@v/);
  const swag = runWithTool('swag', lines.join('\n'), dir);
  expect(swag.status, swag.output).toBe(0);
  const written = readdirSync(join(dir, 'docs')).sort();
  const swaggerJson = JSON.parse(readFileSync(join(dir, 'docs', 'swagger.json'), 'utf8'));
  for (const file of ['swagger.json', 'swagger.yaml']) rmSync(join(dir, 'docs', file), {force: true});
  // The swaggo variant and the generated package are new imports of the module: `go mod tidy`
  // records their modules (swag's among them), as in the reader's project.
  execFileSync('go', ['mod', 'tidy'], {cwd: dir, stdio: ['ignore', 'ignore', 'inherit']});
  const binary = join(dir, 'demo');
  execFileSync('go', ['build', '-o', binary, '.'], {cwd: dir, stdio: ['ignore', 'ignore', 'inherit']});
  return {dir, binary, written, swaggerJson};
}

test('the checks install swag with the page\'s own line, at the version mcube v2.1.10 pins', () => {
  const pinned = pinnedVersion('github.com/swaggo/swag');
  for (const blocks of locales) expect(blocks.commands('swag')[0], blocks.file.name).toBe(installLine('swag'));
  expect(installLine('swag')).toBe(`go install github.com/swaggo/swag/cmd/swag@${pinned}`);
  expect(execFileSync(goTool('swag'), ['--version'], {encoding: 'utf8'}).trim()).toBe(`swag version ${pinned}`);
});

for (const blocks of locales) {
  test(`Gin (${blocks.file.name}): swag init writes the three files, and the program serves the page's document and UI line`, async ({start}) => {
    const gin = buildGinProgram(blocks);
    try {
      expect(gin.written).toEqual(['docs.go', 'swagger.json', 'swagger.yaml']);
      const program = await start(gin.binary, {files: {'etc/application.toml': config}});
      await program.waitForLog(/Get the API UI using/);
      const ports = {ports: {[program.ports.HTTP_PORT]: 8080}};
      expectLinesInOrder(normalise(program.log(), ports), normalise(blocks.block('start-gin')), `${blocks.file.name} start-gin`);
      expect((await runCommand(blocks.commands('curl-gin')[0], program)).trim(), 'document-gin').toBe(blocks.block('document-gin').trim());
      expect(normalise(await runCommand(blocks.commands('curl-ui')[0], program), ports), 'ui-line').toBe(normalise(blocks.block('ui-line')));
      // The pitfall's text content type, and the document: swagger.json with the unset host and schemes.
      const response = await fetch(`http://127.0.0.1:${program.ports.HTTP_PORT}/api/demo/v1/apidoc/swagger.json`);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.json()).toEqual({...gin.swaggerJson, host: '', schemes: []});
    } finally {
      rmSync(gin.dir, {recursive: true, force: true});
    }
  });
}

test('Gin: another instance_name than swag\'s finds no document, and gin answers 500', async ({start}) => {
  const gin = buildGinProgram(en);
  try {
    const program = await start(gin.binary, {files: {'etc/application.toml': config}, env: {APIDOC_SWAGGER_INSTANCE_NAME: 'other'}});
    await program.waitForLog(/Get the API UI using/);
    const status = await runCommand(`curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:8080/api/demo/v1/apidoc/swagger.json`, program);
    expect(status).toBe('500');
  } finally {
    rmSync(gin.dir, {recursive: true, force: true});
  }
});

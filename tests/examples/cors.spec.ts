/**
 * The CORS page run: each tab's program with the page's config, the page's preflight and
 * foreign-origin curl lines, the start-up lines, and the Gin panic on an origin without a scheme.
 */
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, runCommand, test} from './run';

const page = 'framework/api/cors';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: start-up lines, the preflight answer and a foreign origin are the page's`, async ({start}) => {
    const program = await start(buildProgram(page, framework), {files: {'etc/application.toml': en.block(`config-${framework}`)}});
    await program.waitForLog(/HTTP服务启动成功/);

    const preflight = await runCommand(en.commands('preflight')[0], program);
    const otherOrigin = await runCommand(en.commands('other-origin')[0], program);
    const log = normalise(program.log(), {ports: {[program.ports.HTTP_PORT]: 8080}});
    for (const blocks of locales) {
      expect(normalise(preflight), `${blocks.file.name}: preflight-${framework}`).toBe(normalise(blocks.block(`preflight-${framework}`)));
      expect(normalise(otherOrigin), `${blocks.file.name}: other-origin-${framework}`).toBe(normalise(blocks.block(`other-origin-${framework}`)));
      expectLinesInOrder(log, normalise(blocks.block(`start-${framework}`)), `${blocks.file.name} start-${framework}`);
    }
  });
}

test('Gin: an origin without a scheme panics at start-up with the text the pitfall shows', async ({start}) => {
  const config = en.block('config-gin').replace('"https://app.example.com"', '"app.example.com"');
  const program = await start(buildProgram(page, 'gin'), {files: {'etc/application.toml': config}});
  expect(await program.exited).not.toBe(0);
  for (const blocks of locales) {
    expect(program.log(), `${blocks.file.name}: panic-origin`).toContain(`panic: ${blocks.block('panic-origin').trim()}`);
  }
});

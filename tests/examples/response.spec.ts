/**
 * The response-helper page run: each tab's service with the page's config, the page's two
 * curl lines, and the masked list and the not-found body they print.
 */
import {buildProgram, expect, normalise, pageBlocks, runCommand, test} from './run';

const page = 'framework/api/response';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: the member list comes back masked and a missing member as the page's 404`, async ({start}) => {
    const program = await start(buildProgram(page, framework), {files: {'etc/application.toml': en.block('config')}, args: ['start']});
    await program.waitForLog(/HTTP服务启动成功/);
    const list = await runCommand(en.commands('list')[0], program);
    const missing = await runCommand(en.commands('missing')[0], program);
    for (const blocks of locales) {
      expect(normalise(list), `${blocks.file.name}: list-${framework}`).toBe(normalise(blocks.block(`list-${framework}`)));
      expect(normalise(missing), `${blocks.file.name}: missing-${framework}`).toBe(normalise(blocks.block(`missing-${framework}`)));
    }
  });
}

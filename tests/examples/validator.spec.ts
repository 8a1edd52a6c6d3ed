/**
 * The validator page run: each tab's library service with the page's [app] name, the
 * page's invalid and valid bodies, and what comes back (Gin's bodies as printed; go-restful
 * writes the same fields indented; the messages may come in any order, as the page says).
 */
import {buildProgram, expect, normalise, pageBlocks, runCommand, test} from './run';
import {appNameConfig, parsedReply} from './service-replies';

const page = 'framework/api/validator';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: a body breaking three rules gets the page's 400, a valid one is echoed`, async ({start}) => {
    const program = await start(buildProgram(page, framework), {files: {'etc/application.toml': appNameConfig(en)}, args: ['start']});
    await program.waitForLog(/HTTP服务启动成功/);
    for (const call of ['invalid', 'valid']) {
      const actual = await runCommand(en.commands(call)[0], program);
      for (const blocks of locales) {
        const shown = blocks.block(`${call}-reply`);
        if (framework === 'gin' && call === 'valid') expect(normalise(actual), `${blocks.file.name}: ${call}-reply`).toBe(normalise(shown));
        else expect(parsedReply(actual, true), `${blocks.file.name}: ${call}-reply`).toEqual(parsedReply(shown, true));
      }
    }
    // "The validator logs nothing at start-up": it appears only in the list of loaded configs.
    const lines = program.log().split('\n').filter((line) => /validator/i.test(line));
    expect(lines.every((line) => line.includes('loaded configs: [')), lines.join('\n')).toBe(true);
  });
}

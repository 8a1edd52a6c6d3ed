/**
 * The exception page run: each tab's library service with the page's [app] name, the
 * page's three curl lines, and the bodies and statuses it shows (Gin's as printed; go-restful
 * writes the same fields indented, as the page says).
 */
import {buildProgram, expect, normalise, pageBlocks, runCommand, test} from './run';
import {appNameConfig, parsedReply} from './service-replies';

const page = 'framework/api/exception';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
const calls = ['book', 'withdrawn', 'missing'] as const;

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: a book, the custom exception and a built-in one answer as the page shows`, async ({start}) => {
    const program = await start(buildProgram(page, framework), {files: {'etc/application.toml': appNameConfig(en)}, args: ['start']});
    await program.waitForLog(/HTTP服务启动成功/);
    for (const call of calls) {
      const actual = await runCommand(en.commands(call)[0], program);
      for (const blocks of locales) {
        const shown = blocks.block(`${call}-reply`);
        if (framework === 'gin') expect(normalise(actual), `${blocks.file.name}: ${call}-reply`).toBe(normalise(shown));
        else expect(parsedReply(actual), `${blocks.file.name}: ${call}-reply (go-restful, fields)`).toEqual(parsedReply(shown));
      }
    }
  });
}

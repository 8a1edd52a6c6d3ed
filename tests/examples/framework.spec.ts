/**
 * The framework overview run as a reader runs it: each tab's counter program with the page's
 * config and `go run` line, the loaded lines it shows, and the curl called twice.
 */
import {parseGoRun} from './go-run';
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, runCommand, test} from './run';

const page = 'framework';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: the loaded lines and two calls of the curl are the page's`, async ({start}) => {
    const {args} = parseGoRun(en.commands('run')[0]);
    const program = await start(buildProgram(page, framework), {files: {'etc/application.toml': en.block('config')}, args});
    await program.waitForLog(/HTTP服务启动成功/);
    const curl = en.commands('visits')[0];
    // The page shows the two replies one after the other.
    const replies = [await runCommand(curl, program), await runCommand(curl, program)].map((reply) => reply.trim()).join('\n');
    const log = normalise(program.log(), {ports: {[program.ports.HTTP_PORT]: 8080}});
    for (const blocks of locales) {
      expect(replies.trim(), `${blocks.file.name}: visits-${framework}`).toBe(blocks.block(`visits-${framework}`).trim());
      expectLinesInOrder(log, normalise(blocks.block('start')), `${blocks.file.name} start`);
    }
  });
}

/**
 * The dependency-injection page run as a reader runs it: each tab's user module with the
 * page's config, the curl and its reply (proving the autowired field was filled), the
 * loaded lines the prose names, and HTTP_PORT overriding the file's port.
 */
import {parseGoRun} from './go-run';
import {buildProgram, expect, normalise, pageBlocks, runCommand, test, httpStarted as startLine} from './run';

const page = 'framework/core/di';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
const files = {'etc/application.toml': en.block('config')};

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: the curl's reply and the loaded lines are the page's`, async ({start}) => {
    const {args} = parseGoRun(en.commands('run')[0]);
    const program = await start(buildProgram(page, framework), {files, args});
    await program.waitForLog(startLine);
    const reply = await runCommand(en.commands('user')[0], program);
    for (const blocks of locales) {
      expect(JSON.parse(reply), `${blocks.file.name}: user-reply`).toEqual(JSON.parse(blocks.block('user-reply')));
      if (framework === 'gin') expect(reply.trim(), `${blocks.file.name}: user-reply as printed`).toBe(blocks.block('user-reply').trim());
      const prose = blocks.file.prose.map(({text}) => text).join('\n');
      const named = [...prose.matchAll(/`(loaded (?:controllers|apis): \[[^\]]*\])`/g)].map((m) => m[1]);
      expect(named, `${blocks.file.name}: the prose names the loaded lines`).toHaveLength(2);
      for (const line of named) expect(program.log(), blocks.file.name).toContain(line);
    }
  });
}

test('HTTP_PORT from the environment wins over the file: the start line shows the new port', async ({start}) => {
  const {env, args} = parseGoRun(en.commands('run-port')[0]);
  // The run passes HTTP_PORT too (a free port instead of the page's 8081, written back as 8081).
  const {HTTP_PORT: shownPort, ...otherEnv} = env;
  const program = await start(buildProgram(page, 'gin'), {files, args, env: otherEnv});
  await program.waitForLog(startLine);
  const log = normalise(program.log(), {ports: {[program.ports.HTTP_PORT]: Number(shownPort)}});
  for (const blocks of locales) expect(log.split('\n'), blocks.file.name).toContain(normalise(blocks.block('port-line')));
});

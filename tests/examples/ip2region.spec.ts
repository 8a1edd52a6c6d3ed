/**
 * The ip2region page run with a database in the classic five-field format (fetched and pinned
 * by scripts/install-ip2region.sh): the command-line program prints the page's lines for its
 * four inputs, each framework's handler answers the page's JSON, and without the file start-up
 * fails with the page's error.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {repoRoot} from '../../scripts/site-model';
import {installedDir} from './servers';
import {parseGoRun} from './go-run';
import {buildProgram, expect, httpStarted, pageBlocks, runCommand, test} from './run';

const page = 'framework/component/ip2region';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

// The database's name carries the SHA-256 the install script pins.
const sha256 = /^sha256=(\w+)$/m.exec(readFileSync(join(repoRoot, 'scripts', 'install-ip2region.sh'), 'utf8'))![1];
const databasePath = join(installedDir, `ip2region-${sha256}.xdb`);
/** The page's config, and the database where it says (the default db_path). */
const withDatabase = () => {
  if (!existsSync(databasePath)) throw new Error(`no ip2region database: run bash scripts/install-ip2region.sh`);
  return {'etc/application.toml': en.block('config'), 'etc/ip2region.xdb': readFileSync(databasePath)};
};

test("the page's command prints the page's lines, the private address's city is the marker shown", async ({start}) => {
  const {args} = parseGoRun(en.commands('run')[0]);
  const program = await start(buildProgram(page), {files: withDatabase(), args});
  expect(await program.exited, program.log()).toBe(0);
  for (const blocks of locales) {
    expect(program.log().trim(), `${blocks.file.name} output`).toBe(blocks.block('output').trim());
    expect(program.log(), `${blocks.file.name} private-city`).toContain(`|${blocks.block('private-city').trim()}|`);
  }
});

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: the page's curl line gets the page's JSON`, async ({start}) => {
    // The page's route names the app "edge" ([app] name = "edge", in its prose).
    const program = await start(buildProgram(page, framework), {files: withDatabase(), env: {APP_NAME: 'edge'}});
    await program.waitForLog(httpStarted);
    const answer = await runCommand(en.commands('curl')[0], program);
    // go-restful indents the same JSON, as the page says.
    for (const blocks of locales) expect(JSON.parse(answer), `${blocks.file.name} answer`).toEqual(JSON.parse(blocks.block('answer')));
  });
}

test('without the database file start-up fails with the page error', async ({start}) => {
  const program = await start(buildProgram(page));
  expect(await program.exited).not.toBe(0);
  for (const blocks of locales) expect(program.log(), `${blocks.file.name} no-file`).toContain(blocks.block('no-file').trim());
});

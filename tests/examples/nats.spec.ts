/**
 * The NATS page run against Debian's nats-server on a free loopback port: the program with
 * the page's config logs the credential line and receives its own messages; with no server,
 * start-up fails with the error the page shows.
 */
import {serverForFile, startNats} from './servers';
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, test} from './run';

const page = 'framework/component/nats';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
const config = (port: number) => en.block('config').replace('nats://127.0.0.1:4222', `nats://127.0.0.1:${port}`);

const nats = serverForFile(() => startNats());

test('the program logs the credential line and receives one greeting a second', async ({start}) => {
  const program = await start(buildProgram(page), {files: {'etc/application.toml': config(nats().port)}});
  await program.waitForLog(/hello #3\n/);
  expect(await program.stop('SIGINT')).toBe(0);
  for (const blocks of locales) {
    const name = blocks.file.name;
    expectLinesInOrder(normalise(program.log()), normalise(blocks.block('start-line')), `${name} start-line`);
    expectLinesInOrder(program.log(), blocks.block('received'), `${name} received`);
  }
});

test('without a server start-up fails with the error the page shows', async ({start}) => {
  const gone = await startNats();
  await gone.stop();
  const program = await start(buildProgram(page), {files: {'etc/application.toml': config(gone.port)}});
  expect(await program.exited).not.toBe(0);
  for (const blocks of locales) {
    expect(program.log(), `${blocks.file.name}: server-down`).toContain(`panic: ${blocks.block('server-down').trim()}`);
  }
});

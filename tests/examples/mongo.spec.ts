/**
 * The MongoDB page's programs run with the page's config. The server is FerretDB, a
 * MongoDB-compatible server on a free loopback port (scripts/install-ferretdb.sh builds it):
 * MongoDB itself is served to this machine neither as a Debian package nor as a Go module.
 * The first program logs the start-up lines and finds its book, the reviews program prints the
 * page's CRUD output, a wrong password stops start-up at the ping, and with nothing listening
 * start-up fails with the driver's description of the server it tried.
 */
import {serverForFile, startFerretDB} from './servers';
import {buildProgram, expect, expectLinesInOrder, freePort, normalise, pageBlocks, test} from './run';

const page = 'framework/component/mongo';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
const config = (port: number) => en.block('config').replace('127.0.0.1:27017', `127.0.0.1:${port}`);

const mongo = serverForFile(() => startFerretDB());

test('the first program logs the start-up lines and nothing else, and finds its book', async ({start}) => {
  const program = await start(buildProgram(page, 'first'), {files: {'etc/application.toml': config(mongo().port)}});
  expect(await program.exited).toBe(0);
  for (const blocks of locales) {
    const name = blocks.file.name;
    expect(normalise(program.log()), `${name}: start-up, found`).toBe(normalise(blocks.block('start-up') + blocks.block('found')));
  }
});

test('the reviews program prints the page output, run after run', async ({start}) => {
  for (let run = 0; run < 2; run++) {
    const program = await start(buildProgram(page, 'reviews'), {files: {'etc/application.toml': config(mongo().port)}});
    expect(await program.exited).toBe(0);
    for (const blocks of locales) expectLinesInOrder(program.log(), blocks.block('reviews'), `${blocks.file.name} reviews (run ${run + 1})`);
  }
});

test('a wrong password stops start-up at the ping with an authentication error', async ({start}) => {
  const server = await startFerretDB({name: 'admin', password: 'secret'});
  try {
    const withUser = (password: string) => ({files: {'etc/application.toml': `${config(server.port)}username = "admin"\npassword = "${password}"\n`}});
    const right = await start(buildProgram(page, 'first'), withUser('secret'));
    expect(await right.exited, right.log()).toBe(0);
    const wrong = await start(buildProgram(page, 'first'), withUser('wrong'));
    expect(await wrong.exited).not.toBe(0);
    // Up to the driver's "auth error:" only: the reason after it is the server's own answer,
    // which FerretDB words as it likes and the page does not quote.
    expect(wrong.log()).toContain(`panic: [configs] init object mongo error, ping mongodb server([127.0.0.1:${server.port}]) error, connection() error occurred during connection handshake: auth error:`);
  } finally {
    await server.stop();
  }
});

test('with nothing listening start-up logs its lines, then fails with the error the page shows', async ({start}) => {
  // A port that was free a moment ago: nothing listens there.
  const port = await freePort();
  const program = await start(buildProgram(page, 'first'), {files: {'etc/application.toml': config(port)}});
  expect(await program.exited).not.toBe(0);
  for (const blocks of locales) {
    const name = blocks.file.name;
    expectLinesInOrder(normalise(program.log()), normalise(blocks.block('start-up')), `${name} start-up`);
    expect(program.log(), `${name}: unreachable`).toContain(`panic: ${blocks.block('unreachable').trim().replaceAll('127.0.0.1:27017', `127.0.0.1:${port}`)}`);
  }
});

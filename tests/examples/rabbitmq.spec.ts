/**
 * The RabbitMQ page run against Debian's rabbitmq-server (node, distribution and epmd on
 * loopback ports of their own): the work-queue program with the page's config logs the
 * page's start-up lines and handles its own messages, the broker lists the queue as the page
 * shows, and with no broker start-up fails with the page's error.
 */
import {startRabbitMQ} from './servers';
import {buildProgram, expect, expectLinesInOrder, freePort, normalise, pageBlocks, test} from './run';

const page = 'framework/component/rabbitmq';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
const config = (port: number) => en.block('config').replace('127.0.0.1:5672', `127.0.0.1:${port}`);

test('the work queue runs on a real broker, and the broker lists its queue', async ({start}) => {
  const broker = await startRabbitMQ();
  try {
    const program = await start(buildProgram(page), {files: {'etc/application.toml': config(broker.port)}});
    await program.waitForLog(/thumbnail for photo-3\.jpg\n/, 30_000);
    const args = en.commands('list-queues')[0].replace(/^docker exec \S+ rabbitmqctl /, '').split(' ');
    const queues = broker.ctl(...args);
    expect(await program.stop('SIGINT')).toBe(0);
    for (const blocks of locales) {
      const name = blocks.file.name;
      expectLinesInOrder(normalise(program.log()), normalise(blocks.block('start-lines')), `${name} start-lines`);
      expectLinesInOrder(program.log(), blocks.block('received'), `${name} received`);
      expect(queues.trim(), `${name}: queues`).toBe(blocks.block('queues').trim());
    }
  } finally {
    await broker.stop();
  }
});

test('with no broker start-up fails with the page error', async ({start}) => {
  const port = await freePort();
  const program = await start(buildProgram(page), {files: {'etc/application.toml': config(port)}});
  expect(await program.exited).not.toBe(0);
  for (const blocks of locales) {
    const shown = blocks.block('broker-down').trim().replace('127.0.0.1:5672', `127.0.0.1:${port}`);
    expect(program.log(), `${blocks.file.name}: broker-down`).toContain(`panic: ${shown}`);
  }
});

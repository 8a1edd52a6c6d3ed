/**
 * The event bus page run with the NATS backend against Debian's nats-server on a free
 * loopback port: the page's three go run lines (two subscribers and a publisher, each with
 * its node name), and every instance prints every event.
 */
import {parseGoRun} from './go-run';
import {serverForFile, startNats} from './servers';
import {buildProgram, expectLinesInOrder, pageBlocks, test} from './run';

const page = 'framework/component/bus';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
const nats = serverForFile(() => startNats());

test('a topic subscription is a broadcast: all three instances print every event', async ({start}) => {
  const config = en.block('config').replace('nats://127.0.0.1:4222', `nats://127.0.0.1:${nats().port}`);
  const instances = [];
  for (const name of ['node-a', 'node-b', 'node-c']) {
    const {env, args} = parseGoRun(en.commands(name)[0]);
    instances.push(await start(buildProgram(page), {files: {'etc/application.toml': config}, env, args}));
  }
  // The publisher sends one event every two seconds.
  await Promise.all(instances.map((instance) => instance.waitForLog(/A-0003/, 30_000)));
  for (const instance of instances) {
    for (const blocks of locales) expectLinesInOrder(instance.log(), blocks.block('audit'), `${blocks.file.name} audit`);
  }
});

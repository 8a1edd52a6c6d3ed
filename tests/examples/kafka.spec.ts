/**
 * The Kafka page run against a single-node Kafka (the release tests/examples/kafka/pom.xml
 * names, the one the page's docker line runs) on free loopback ports: Kafka's topic tool creates
 * the page's topic, the topics program creates and lists topics, the consumer prints what the
 * producer sent; with no broker, the producer's and the consumer's errors as the page shows them.
 */
import {buildGoRun, parseGoRun} from './go-run';
import {kafkaTool, kafkaVersion, startKafka} from './servers';
import {expect, expectLinesInOrder, freePort, normalise, pageBlocks, test, type RunningProgram} from './run';

const page = 'framework/component/kafka';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

/** The page's config with its broker, 127.0.0.1:9092, moved to the test's port. */
const config = (port: number) => ({'etc/application.toml': en.block('config').replace('127.0.0.1:9092', `127.0.0.1:${port}`)});

const built = new Map<string, string>();
/** A `go run ./cmd/…` line of the page, built as the reader's go run builds it (once per package). */
function goRun(command: string) {
  const {pkg, args} = parseGoRun(command);
  if (!built.has(pkg)) built.set(pkg, buildGoRun(page, 'main', pkg));
  return {binary: built.get(pkg)!, args};
}

/** The consumer's message lines without what the page says varies: partition, offset, and the order across partitions. */
const messages = (text: string) =>
  text
    .split('\n')
    .filter((line) => /^orders\/\d+@\d+ /.test(line))
    .map((line) => line.replace(/^orders\/\d+@\d+/, 'orders/<partition>@<offset>'))
    .sort();

const untilExit = async (program: RunningProgram) => ({code: await program.exited, log: program.log()});

test(`Kafka ${kafkaVersion}: the page's topic, the topics program, and the consumer prints what the producer sent`, async ({start}) => {
  for (const blocks of locales) {
    expect(/apache\/kafka:(\S+)/.exec(blocks.commands('server')[0])?.[1], `${blocks.file.name}: the docker image is the release the check runs`).toBe(kafkaVersion);
  }
  const starting = Date.now();
  const kafka = await startKafka();
  const startSeconds = ((Date.now() - starting) / 1000).toFixed(1);
  try {
    const files = config(kafka.port);
    // The page's docker exec line, run with the same release's jars.
    const tool = en.commands('create-topic')[0].replace(/^docker exec \S+ \S+\/kafka-topics\.sh /, '').replace('localhost:9092', `127.0.0.1:${kafka.port}`);
    const created = kafkaTool('org.apache.kafka.tools.TopicCommand', tool.split(' '));

    const [create, list] = en.commands('topics-commands').map(goRun);
    const made = await untilExit(await start(create.binary, {files, args: create.args}));
    expect(made, 'topics create').toEqual({code: 0, log: ''});
    const listed = await untilExit(await start(list.binary, {files, args: list.args}));
    expect(listed.code, listed.log).toBe(0);
    // The page's table of Conn calls: creating a topic that exists is skipped without an error,
    // deleting a missing one fails with the error the table quotes.
    const again = await untilExit(await start(create.binary, {files, args: create.args}));
    expect(again, 'topics create, again').toEqual({code: 0, log: ''});
    const deleteMissing = await untilExit(await start(create.binary, {files, args: ['delete', 'missing']}));
    expect(deleteMissing.code).toBe(1);

    // The page's two terminals: the consumer, then the producer; twice, the second time with the group's offsets topic in place.
    const consumeOnce = async () => {
      const consumer = await start(consumerBinary, {files});
      const started = Date.now();
      const producer = await untilExit(await start(producerBinary, {files}));
      // The component logs nothing at start-up: a producer that succeeds prints nothing.
      expect(producer, 'producer').toEqual({code: 0, log: ''});
      await consumer.waitForLog(/^orders\/.*\n(.*\n)*orders\/.*\n/m, 60_000);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      expect(await consumer.stop('SIGINT')).toBe(0);
      const log = consumer.log();
      // Besides its messages and its last line, the consumer logs only kafka-go's errors, on its group's sub-logger.
      const others = log.split('\n').filter((line) => line && messages(line).length === 0 && !line.startsWith('stopped: '));
      return {log, seconds, others};
    };
    const consumerBinary = goRun('go run ./cmd/consumer').binary;
    const producerBinary = goRun('go run ./cmd/producer').binary;
    const first = await consumeOnce();
    const second = await consumeOnce();
    console.log(`Kafka ${kafkaVersion} answered ${startSeconds} s after it was started (storage format included); the consumer printed the messages ${first.seconds} s after it started on a new broker, ${second.seconds} s the second time`);
    for (const line of first.others) expect(line, 'a consumer log line').toMatch(/ ERROR .* logger:consumer_group_billing$/);
    expect(second.others, 'the second consumer logs nothing').toEqual([]);
    const afterGroup = await untilExit(await start(list.binary, {files, args: list.args}));

    for (const blocks of locales) {
      const name = blocks.file.name;
      expect(created.trim(), `${name}: topic-created`).toBe(blocks.block('topic-created').trim());
      expect(listed.log.trim(), `${name}: topics`).toBe(blocks.block('topics').trim());
      const deleteRow = blocks.file.tables.flatMap((table) => table.rows).find((row) => row.cells[0] === '`DeleteTopics(names...)`');
      expect(deleteMissing.log.trim(), `${name}: DeleteTopics row`).toBe(/`(\[3\][^`]+)`/.exec(deleteRow?.cells[1] ?? '')?.[1]);
      expectLinesInOrder(normalise(first.log), normalise(blocks.block('coordinator')), `${name} coordinator`);
      for (const run of [first, second]) {
        expect(messages(run.log), `${name}: consumed`).toEqual(messages(blocks.block('consumed')));
        expectLinesInOrder(run.log, blocks.block('stopped'), `${name} stopped`);
      }
      // "Once a consumer group has committed offsets, __consumer_offsets is listed too."
      expect(afterGroup.log.trim(), `${name}: topics after the consumer`).toMatch(new RegExp(`^__consumer_offsets: \\d+ partitions\\n${blocks.block('topics').trim()}$`));
    }
  } finally {
    await kafka.stop();
  }
});

test('with no broker, the producer fails to dial and the consumer gives up with the page lines', async ({start}) => {
  const port = await freePort();
  const files = config(port);
  const consumer = await start(goRun('go run ./cmd/consumer').binary, {files});
  const consumerStarted = Date.now();
  const producer = await untilExit(await start(goRun('go run ./cmd/producer').binary, {files}));
  expect(producer.code).not.toBe(0);
  const gaveUp = await untilExit(consumer);
  console.log(`no broker: the consumer's ReadMessage returned its error after ${((Date.now() - consumerStarted) / 1000).toFixed(1)} s`);
  expect(gaveUp.code, gaveUp.log).toBe(0);
  for (const blocks of locales) {
    const name = blocks.file.name;
    expect(producer.log, `${name}: producer-down`).toContain(blocks.block('producer-down').trim().replace('127.0.0.1:9092', `127.0.0.1:${port}`));
    expectLinesInOrder(normalise(gaveUp.log, {ports: {[port]: 9092}}), normalise(blocks.block('consumer-down')), `${name} consumer-down`);
  }
});

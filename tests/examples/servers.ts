/**
 * Real servers for the component pages' programs, from Debian's packages (installed by
 * scripts/install-system-deps.sh), FerretDB (built by scripts/install-ferretdb.sh) and Kafka
 * (its jars from Maven Central, copied by scripts/install-kafka.sh): each starts on a free
 * 127.0.0.1 port with its data in a temporary folder, and `stop` ends it and removes the folder.
 * Each runs under scripts/while-alive.sh, so it also stops when the worker that started it is
 * killed outright; the folders such a worker leaves are removed by the next worker (cleanStale).
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {homedir, tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {repoRoot} from '../../scripts/site-model';
import {freePort, test} from './run';

export type Server = {port: number; dir: string; stop: () => Promise<void>};

async function waitForPort(port: number, child: ChildProcess, output: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A server's temporary folder names the worker that made it: mcube-docs-server-redis-<pid>-XXXXXX. */
const folderPrefix = 'mcube-docs-server-';
/** In a server's folder: what to run once it is gone, for a process it leaves (RabbitMQ's epmd). */
const afterFile = 'after-stop.json';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Removes the folders of servers whose worker is gone (killed before it could stop them; the
 * servers themselves stopped with it), after running what each left in after-stop.json.
 * Returns the folders removed.
 */
export function cleanStale(): string[] {
  const stale = readdirSync(tmpdir()).filter((name) => {
    const owner = new RegExp(`^${folderPrefix}\\w+-(\\d+)-`).exec(name)?.[1];
    return owner !== undefined && !alive(Number(owner));
  });
  for (const name of stale) {
    const after = join(tmpdir(), name, afterFile);
    if (existsSync(after)) {
      const [binary, args, env] = JSON.parse(readFileSync(after, 'utf8')) as [string, string[], NodeJS.ProcessEnv];
      try {
        execFileSync(binary, args, {env, stdio: 'ignore'});
      } catch {
        // Already gone.
      }
    }
    rmSync(join(tmpdir(), name), {recursive: true, force: true});
  }
  return stale.map((name) => join(tmpdir(), name));
}
cleanStale();

const whileAlive = join(repoRoot, 'scripts', 'while-alive.sh');

async function startServer(name: string, command: (port: number, dir: string) => [string, string[], NodeJS.ProcessEnv?], timeoutMs?: number): Promise<Server> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), `${folderPrefix}${name}-${process.pid}-`));
  const [binary, args, env] = command(port, dir);
  // In a process group of its own, watched by while-alive.sh: it stops with this worker.
  const child = spawn('bash', [whileAlive, String(process.pid), binary, ...args], {cwd: dir, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true});
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, {recursive: true, force: true});
  };
  try {
    await waitForPort(port, child, () => output, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return {port, dir, stop};
}

/** redis-server without persistence; `password` sets requirepass. */
export function startRedis(password?: string): Promise<Server> {
  return startServer('redis', (port, dir) => [
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--save', '', '--appendonly', 'no', ...(password ? ['--requirepass', password] : [])],
  ]);
}

/** nats-server without clustering or monitoring. */
export function startNats(): Promise<Server> {
  return startServer('nats', (port) => ['nats-server', ['-a', '127.0.0.1', '-p', String(port)]]);
}

/**
 * MariaDB (Debian's stand-in for MySQL) with a fresh data folder: `root` gets `rootPassword`
 * for TCP logins and `database` is created, as the page's docker run line asks of MySQL.
 */
export async function startMariaDB(rootPassword: string, database: string): Promise<Server> {
  const server = await startServer('mariadb', (port, dir) => {
    // No kernel AIO (its slots are shared by every container on the host), and no host-name
    // lookup while installing (the server still needs one: root@localhost must match a
    // 127.0.0.1 login). The output is piped so that a failure says why.
    const noAio = '--innodb-use-native-aio=0';
    execFileSync('mariadb-install-db', ['--no-defaults', `--datadir=${dir}/data`, '--user=root', '--auth-root-authentication-method=socket', '--skip-test-db', '--skip-name-resolve', noAio], {stdio: 'pipe'});
    return [
      '/usr/sbin/mariadbd',
      ['--no-defaults', `--datadir=${dir}/data`, `--socket=${dir}/mysqld.sock`, `--port=${port}`, '--bind-address=127.0.0.1', '--user=root', `--pid-file=${dir}/mysqld.pid`, noAio],
    ];
  });
  try {
    const sql = `ALTER USER root@localhost IDENTIFIED BY '${rootPassword}'; CREATE DATABASE \`${database}\`;`;
    execFileSync('mariadb', ['--no-defaults', `--socket=${server.dir}/mysqld.sock`, '-uroot', '-e', sql], {stdio: ['ignore', 'ignore', 'inherit']});
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/**
 * RabbitMQ with its node, distribution port and epmd all on loopback ports of their own, and
 * its database and logs in the temporary folder; `guest` may log in from 127.0.0.1 (its
 * default). `ctl` runs rabbitmqctl against this node.
 */
export async function startRabbitMQ(): Promise<Server & {ctl: (...args: string[]) => string}> {
  let env: NodeJS.ProcessEnv = {};
  const server = await startServer('rabbitmq', (port, dir) => {
    env = {
      PATH: process.env.PATH,
      HOME: dir,
      RABBITMQ_NODENAME: `docs${port}@localhost`,
      RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
      RABBITMQ_NODE_PORT: String(port),
      RABBITMQ_DIST_PORT: String(port + 1),
      RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: '-kernel inet_dist_use_interface {127,0,0,1}',
      ERL_EPMD_ADDRESS: '127.0.0.1',
      ERL_EPMD_PORT: String(port + 2),
      RABBITMQ_MNESIA_BASE: join(dir, 'mnesia'),
      RABBITMQ_LOG_BASE: join(dir, 'log'),
      RABBITMQ_CONFIG_FILE: join(dir, 'rabbitmq'),
      RABBITMQ_ENABLED_PLUGINS_FILE: join(dir, 'enabled_plugins'),
    };
    writeFileSync(join(dir, 'enabled_plugins'), '[].\n');
    // The broker starts an epmd of its own, outside its process group: end it once it is gone.
    writeFileSync(join(dir, afterFile), JSON.stringify(['epmd', ['-kill'], env]));
    writeFileSync(join(dir, 'rabbitmq.conf'), '');
    return ['/usr/lib/rabbitmq/bin/rabbitmq-server', [], env];
  });
  const ctl = (...args: string[]) => execFileSync('/usr/lib/rabbitmq/bin/rabbitmqctl', args, {env, encoding: 'utf8'});
  return {
    ...server,
    ctl,
    stop: async () => {
      await server.stop();
      // The broker started an epmd of its own on its loopback port: end it too.
      execFileSync('epmd', ['-kill'], {env, stdio: 'ignore'});
    },
  };
}

/** Where the install scripts (scripts/install-*.sh) put what the run checks need, outside the repository. */
export const installedDir = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'mcube-docs');

/** FerretDB where scripts/install-ferretdb.sh builds it, at the version the script names. */
const ferretdbVersion = /^version=(\S+)$/m.exec(readFileSync(join(repoRoot, 'scripts', 'install-ferretdb.sh'), 'utf8'))![1];
const ferretdbBinary = join(installedDir, `ferretdb-${ferretdbVersion}`);

/**
 * FerretDB, a MongoDB-compatible server (MongoDB is not served to this machine), on its SQLite
 * backend in the temporary folder; no telemetry, no debug listener. With `user`, clients must
 * log in, and that user exists in the admin database.
 */
export function startFerretDB(user?: {name: string; password: string}): Promise<Server> {
  const auth = user ? ['--test-enable-new-auth', '--setup-database=admin', `--setup-username=${user.name}`, `--setup-password=${user.password}`] : [];
  return startServer('ferretdb', (port, dir) => [
    ferretdbBinary,
    ['--handler=sqlite', `--sqlite-url=file:${dir}/`, `--state-dir=${dir}`, `--listen-addr=127.0.0.1:${port}`, '--debug-addr=-', '--telemetry=disable', '--log-level=warn', ...auth],
  ]);
}

const kafkaPom = join(repoRoot, 'tests/examples/kafka/pom.xml');
/** The Apache Kafka release of tests/examples/kafka/pom.xml, the one the Kafka page's check runs. */
export const kafkaVersion = /<kafka\.version>(.+)<\/kafka\.version>/.exec(readFileSync(kafkaPom, 'utf8'))![1];
/** Its jars, where scripts/install-kafka.sh copies them. */
const kafkaJars = join(installedDir, `kafka-${kafkaVersion}`, 'libs', '*');
// The client JIT only and the serial collector: on two busy cores the broker answers in half the
// time (5 s instead of 11), and a broker that carries a few messages needs no more.
const kafkaJvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-cp', kafkaJars];

function requireKafkaJars(): void {
  if (!existsSync(dirname(kafkaJars))) throw new Error(`${dirname(kafkaJars)} is missing: run bash scripts/install-kafka.sh`);
}

/** Runs a main class of the Kafka release (a tool such as org.apache.kafka.tools.TopicCommand); returns its stdout. */
export function kafkaTool(mainClass: string, args: string[]): string {
  requireKafkaJars();
  return execFileSync('java', ['-Xmx256m', ...kafkaJvm, mainClass, ...args], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit']});
}

/**
 * A single-node Kafka in KRaft mode, broker and controller in one JVM of at most 512 MB, its
 * controller on a second free port and its storage formatted in the temporary folder first.
 * The broker binds its port only once it serves requests, so an open port means it answers.
 */
export async function startKafka(): Promise<Server> {
  // Before the temporary folder is made: a failure inside startServer's command would leave it.
  requireKafkaJars();
  const controllerPort = await freePort();
  return startServer(
    'kafka',
    (port, dir) => {
      const properties = join(dir, 'server.properties');
      writeFileSync(
        properties,
        [
          'process.roles=broker,controller',
          'node.id=1',
          `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
          `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
          `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
          'controller.listener.names=CONTROLLER',
          'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
          `log.dirs=${join(dir, 'data')}`,
          // One broker: Kafka's internal topics cannot have more replicas.
          'offsets.topic.replication.factor=1',
          'transaction.state.log.replication.factor=1',
          'transaction.state.log.min.isr=1',
          'share.coordinator.state.topic.replication.factor=1',
          'share.coordinator.state.topic.min.isr=1',
        ].join('\n'),
      );
      // The broker's own log, warnings and errors only, on its output.
      const log4j = join(dir, 'log4j2.properties');
      writeFileSync(
        log4j,
        ['rootLogger.level=WARN', 'rootLogger.appenderRef.out.ref=OUT', 'appender.out.type=Console', 'appender.out.name=OUT', 'appender.out.layout.type=PatternLayout', 'appender.out.layout.pattern=%p %m (%c)%n'].join('\n'),
      );
      // One argument: a random id may start with '-', which the tool would read as an option.
      kafkaTool('kafka.tools.StorageTool', ['format', `--cluster-id=${randomBytes(16).toString('base64url')}`, '--config', properties]);
      return ['java', ['-Xmx512m', `-Dlog4j2.configurationFile=${log4j}`, ...kafkaJvm, 'kafka.Kafka', properties]];
    },
    60_000,
  );
}

/** Starts a server before a spec file's tests and stops it after them; call the result inside a test. */
export function serverForFile<T extends Server>(startIt: () => Promise<T>): () => T {
  // The file's tests run in order in one worker, so one server serves them all (with the
  // tests spread over both workers, each started a server of its own).
  test.describe.configure({mode: 'default'});
  let server: T | undefined;
  test.beforeAll(async () => {
    server = await startIt();
  });
  test.afterAll(async () => server?.stop());
  return () => {
    if (!server) throw new Error('the server did not start');
    return server;
  };
}

/**
 * The run checks' servers do not outlive a worker killed outright (SIGKILL, as the
 * out-of-memory killer does): a process that stands for a worker starts Redis through
 * servers.ts and is killed; Redis stops with it, and the next worker removes its folder.
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {connect} from 'node:net';
import {join} from 'node:path';
import {repoRoot} from '../../scripts/site-model';
import {cleanStale} from './servers';
import {expect, test} from './run';

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

test('a Redis started by a worker stops when the worker is killed, and its folder goes with the next worker', async () => {
  const servers = join(repoRoot, 'tests/examples/servers.ts');
  const worker = spawn(process.execPath, ['--import', 'tsx', '-e', `import(${JSON.stringify(servers)}).then(({default: servers}) => servers.startRedis()).then(({port, dir}) => console.log(JSON.stringify({port, dir})))`], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = await new Promise<{port: number; dir: string}>((resolve, reject) => {
    let output = '';
    worker.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(JSON.parse(output));
    });
    worker.on('exit', (code) => reject(new Error(`the worker exited (${code}) before Redis answered`)));
  });
  expect(await listening(started.port), 'Redis answers while its worker lives').toBe(true);

  worker.kill('SIGKILL');
  await new Promise((resolve) => worker.once('exit', resolve));
  await expect.poll(() => listening(started.port), {message: 'Redis stops with its worker', timeout: 10_000}).toBe(false);

  expect(existsSync(started.dir), 'the killed worker could not remove the folder').toBe(true);
  expect(cleanStale(), 'the next worker removes it').toContain(started.dir);
  expect(existsSync(started.dir)).toBe(false);
});

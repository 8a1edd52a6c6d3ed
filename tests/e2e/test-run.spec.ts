/**
 * The test run itself: a run stopped by a signal (Ctrl-C, a CI job cancelled) leaves none of its
 * servers running. nginx and the serve command sit in process groups of their own, where the
 * signal never reaches them; scripts/while-alive.sh stops them when their owner is gone, and
 * the kernel stops them when while-alive.sh itself is killed.
 */
import {spawn} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from './site';
import {freePort} from '../../scripts/free-port';
import {repoRoot} from '../../scripts/site-model';

/** The command lines of the processes whose environment carries `marker`. */
function processesMarked(marker: string): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(marker)) return [];
        return [readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\0', ' ').trim()];
      } catch {
        return []; // gone meanwhile, or not ours to read
      }
    });
}

const answers = (port: number) => fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);

/*
 * SIGKILL goes to the run's whole process group at once (as a CI job killed outright): the
 * runner and the scripts/while-alive.sh of each server die together, and the kernel stops each
 * server as its parent dies (the parent-death signal while-alive.sh sets).
 */
for (const signal of ['SIGTERM', 'SIGINT', 'SIGKILL'] as const) {
  test(`a run stopped by ${signal} leaves neither nginx nor a serve command running`, async () => {
    test.setTimeout(120_000);
    const marker = `MCUBE_DOCS_TEST_RUN=${process.pid}-${signal}`;
    const port = await freePort();
    // The runner's own variables (worker index, loaders) would confuse a run started inside it.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(PW_|PLAYWRIGHT_|TEST_|NODE_OPTIONS)/.test(name)));
    const run = spawn(process.execPath, [join(repoRoot, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--project=e2e', '--workers=1', 'tests/e2e/hostile-input.spec.ts'], {
      cwd: repoRoot,
      env: {...env, E2E_PORT: String(port), [marker.split('=')[0]]: marker.split('=')[1]},
      stdio: 'ignore',
      detached: true, // a process group of its own, which SIGKILL ends whole
    });
    const exited = new Promise((resolve) => run.on('exit', resolve));
    // Both servers are up: nginx answers, and a worker has started its serve command.
    await expect.poll(() => answers(port), {timeout: 60_000}).toBe(true);
    await expect.poll(() => processesMarked(marker).some((command) => command.includes('scripts/serve.ts')), {timeout: 60_000}).toBe(true);
    if (signal === 'SIGKILL') process.kill(-run.pid!, signal);
    else run.kill(signal);
    await exited;
    await expect.poll(() => processesMarked(marker), {timeout: 15_000}).toEqual([]);
    await expect.poll(() => answers(port), {timeout: 5_000}).toBe(false);
  });
}

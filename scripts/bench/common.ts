/**
 * What the benchmark's parts share: nginx with the production rules on BENCH_PORT, the child
 * processes stopped when the run ends or is interrupted, and the figures' formatting.
 */
import {spawn} from 'node:child_process';
import {resolve} from 'node:path';

export const port = Number(process.env.BENCH_PORT ?? 3300);
export const origin = `http://127.0.0.1:${port}`;
export const buildDir = resolve('build'); // npm runs scripts from the repository root
const kib = 1024;

// Whatever is running when the script is interrupted or fails gets stopped here.
export const stopOnExit = new Set<() => void>();

export function stopEverything(): void {
  for (const stop of stopOnExit) stop();
  stopOnExit.clear();
}

export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

export function formatKib(bytes: number): string {
  return `${(bytes / kib).toFixed(1)} KiB`;
}

export function formatCls(cls: number): string {
  return cls === 0 ? '0' : cls.toPrecision(2);
}

export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {stdio: 'inherit', env});
    const stop = () => child.kill('SIGTERM');
    stopOnExit.add(stop);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      stopOnExit.delete(stop);
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

async function portAnswers(): Promise<boolean> {
  try {
    await fetch(`${origin}/`, {redirect: 'manual', signal: AbortSignal.timeout(1000)});
    return true;
  } catch {
    return false;
  }
}

/** Starts nginx and resolves, once it answers, to the function that stops it. */
export async function startNginx(): Promise<() => Promise<void>> {
  if (await portAnswers()) {
    throw new Error(`Something already answers on ${origin}: set BENCH_PORT to a free port.`);
  }
  const nginx = spawn('bash', [resolve('scripts/nginx.sh')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {...process.env, PORT: String(port)},
  });
  const hasExited = () => nginx.exitCode !== null || nginx.signalCode !== null;
  const exited = new Promise((done) => nginx.once('exit', done));
  const kill = () => nginx.kill('SIGTERM'); // nginx.sh execs nginx: this is the master, fast shutdown
  stopOnExit.add(kill);
  const stop = async () => {
    stopOnExit.delete(kill);
    if (hasExited()) return;
    kill();
    await Promise.race([exited, new Promise((wake) => setTimeout(wake, 5000))]);
    if (!hasExited()) nginx.kill('SIGKILL');
  };

  const deadline = Date.now() + 15_000;
  while (!(await portAnswers())) {
    if (hasExited()) throw new Error('nginx exited before answering (see its errors above).');
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${origin} within 15 s.`);
    await new Promise((wake) => setTimeout(wake, 100));
  }
  return stop;
}

export function printTable(headers: string[], rows: string[][], leftColumns: number): void {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < leftColumns ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

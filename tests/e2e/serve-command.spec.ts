import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {freePort} from '../../scripts/free-port';
import {repoRoot} from '../../scripts/site-model';
import {test, expect} from './site';

/** Local addresses listening on a port, read from the kernel's socket tables. */
function listeners(port: number): string[] {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(`:${portHex}`) && fields[3] === '0A')
      .map((fields) => fields[1].split(':')[0]),
  );
}

// What the serve command answers is held to nginx's expectations in production-server.spec.ts
// and hostile-input.spec.ts; this is what only the command itself can get wrong.
test('the serve command listens on 127.0.0.1 only', ({serveCommand}) => {
  // 0100007F is 127.0.0.1 in the kernel's byte order; 0.0.0.0 or :: would be every interface.
  expect(listeners(Number(new URL(serveCommand).port))).toEqual(['0100007F']);
});

/** Runs the serve command until it prints a line or exits; what it printed, and its exit code if it exited. */
function runServeCommand(env: Record<string, string>): Promise<{stdout: string; stderr: string; code: number | null}> {
  return new Promise((resolve) => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {cwd: repoRoot, env: {...process.env, ...env}});
    let stdout = '';
    let stderr = '';
    server.stdout.on('data', (chunk) => {
      stdout += chunk;
      server.kill();
    });
    server.stderr.on('data', (chunk) => (stderr += chunk));
    server.on('exit', (code) => resolve({stdout, stderr, code}));
  });
}

test('on a taken port the serve command says which and exits with status 1, without a stack trace', async ({serveCommand}) => {
  const port = new URL(serveCommand).port;
  const {stdout, stderr, code} = await runServeCommand({PORT: port});
  expect(code).toBe(1);
  expect(stdout).toBe('');
  expect(stderr).toContain(`Port ${port} on 127.0.0.1 is taken`);
  expect(stderr).not.toMatch(/^\s+at /m);
});

test('the serve command prints the address it serves, sub-path included', async () => {
  for (const base of ['/', '/mcube-docs/']) {
    const port = String(await freePort());
    const {stdout} = await runServeCommand({PORT: port, DOCS_BASE_URL: base});
    expect(stdout.trim()).toBe(`mcube docs: http://127.0.0.1:${port}${base}`);
  }
});

import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from './site';

/** README's serve command (scripts/serve.ts), on a spare port. */
const port = 3199;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess;

// One server for both tests: they must run in the same worker.
test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  server = spawn(join('node_modules', '.bin', 'tsx'), ['scripts/serve.ts'], {env: {...process.env, PORT: String(port)}, stdio: 'ignore'});
  await expect
    .poll(async () => fetch(`${origin}/`).then((response) => response.status, () => 0), {timeout: 20_000})
    .toBe(200);
});

test.afterAll(() => {
  server.kill();
});

/** Local addresses listening on the port, read from the kernel's socket tables. */
function listeners(): string[] {
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

test('the serve command listens on 127.0.0.1 only', () => {
  // 0100007F is 127.0.0.1 in the kernel's byte order; 0.0.0.0 or :: would be every interface.
  expect(listeners()).toEqual(['0100007F']);
});

test('the serve command serves the pages and the not-found page with status 404', async ({request}) => {
  const page = await request.get(`${origin}/docs/intro/`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<h1');
  const missing = await request.get(`${origin}/docs/nope/`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
});

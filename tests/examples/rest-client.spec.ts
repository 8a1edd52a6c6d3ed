/**
 * The REST client page run: the page's order service (its inventory client inside) with the
 * page's config, pointed at a stand-in inventory service on loopback that answers like an
 * mcube service. Checked: the debug log of a call and that an inventory error keeps its
 * code and status on the way through.
 */
import {execFile, execFileSync} from 'node:child_process';
import {cpSync, readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {join} from 'node:path';
import {promisify} from 'node:util';
import {examplesBuildDir} from '../../scripts/examples';
import {repoRoot} from '../../scripts/site-model';
import {buildProgram, expect, freePort, normalise, pageBlocks, test} from './run';

const page = 'framework/api/rest-client';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

const item = {id: 'i-42', name: 'Desk lamp', stock: 7};
const notFound = {service: 'inventory', http_code: 404, code: 404, reason: '资源未找到', message: 'item i-9 does not exist', meta: {}, data: null};

/** The stand-in inventory: GET /api/inventory/v1/items/<id>, i-42 exists, nothing else does. */
async function inventory(): Promise<{server: Server; port: number}> {
  const port = await freePort();
  const server = createServer((req, res) => {
    const found = req.url === `/api/inventory/v1/items/${item.id}`;
    res.writeHead(found ? 200 : 404, {'Content-Type': 'application/json'});
    res.end(JSON.stringify(found ? item : notFound));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {server, port};
}

test('a call logs what the page shows, and an inventory 404 reaches the caller with its code and status', async ({start}) => {
  const {server, port} = await inventory();
  try {
    const config = en.block('config').replace('http://inventory:8080', `http://127.0.0.1:${port}`);
    const program = await start(buildProgram(page), {files: {'etc/application.toml': config}, args: ['start']});
    await program.waitForLog(/HTTP服务启动成功/);
    const orders = `http://127.0.0.1:${program.ports.HTTP_PORT}/api/shop/v1/orders`;

    const found = await fetch(`${orders}/i-42/stock`);
    expect(await found.json()).toEqual(item);
    const missing = await fetch(`${orders}/i-9/stock`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(notFound);

    const log = normalise(program.log(), {ports: {[port]: 8080}}).replaceAll('127.0.0.1:8080', 'inventory:8080').split('\n');
    for (const blocks of locales) {
      // Header lines come in no fixed order (the page says so): each must be among the call's;
      // the other lines must come in the page's order.
      let from = 0;
      for (const line of normalise(blocks.block('debug-log')).split('\n')) {
        const isHeader = line.includes('client/rest/request.go:295 >');
        const at = isHeader ? log.indexOf(line) : log.indexOf(line, from);
        expect(at, `${blocks.file.name} debug-log: the run did not print\n  ${line}\nThe run printed:\n${log.join('\n')}`).toBeGreaterThanOrEqual(0);
        if (!isHeader) from = at + 1;
      }
    }
  } finally {
    server.close();
  }
});

type Seen = {path: string; query: string; cookie: string; groupHeader: string};

/**
 * Builds tests/examples/probes/rest-client in the page's module and runs it against a loopback
 * server that records each request. Returns what the server saw and what the probe printed.
 */
async function runProbe(): Promise<{seen: Seen[]; printed: Record<string, string | number>}> {
  const index = JSON.parse(readFileSync(join(examplesBuildDir, 'programs.json'), 'utf8')) as {locale: string; page: string; dir: string}[];
  const module = index.find((entry) => entry.locale === 'en' && entry.page === page)!.dir;
  const probe = join(module, 'rest-client-probe');
  cpSync(join(repoRoot, 'tests/examples/probes/rest-client'), probe, {recursive: true});
  execFileSync('go', ['build', '-o', join(probe, 'probe'), '.'], {cwd: probe, stdio: ['ignore', 'ignore', 'inherit']});

  const seen: Seen[] = [];
  const port = await freePort();
  const server = createServer((req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    seen.push({path: url.pathname, query: url.search, cookie: req.headers.cookie ?? '', groupHeader: String(req.headers['x-set-on-group'] ?? '')});
    res.writeHead(200, {'Content-Type': 'application/json'}).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  try {
    const {stdout} = await promisify(execFile)(join(probe, 'probe'), [`http://127.0.0.1:${port}`], {timeout: 20_000});
    const printed = Object.fromEntries(stdout.trim().split('\n').filter((line) => line.startsWith('{"case"')).map((line) => JSON.parse(line)).map(({case: name, result}) => [name, result]));
    return {seen, printed};
  } finally {
    server.close();
  }
}

/** The prose paragraph of the page that contains the text. */
function paragraph(blocks: typeof en, text: string): string {
  const found = blocks.file.prose.map((p) => p.text).find((p) => p.includes(text));
  if (!found) throw new Error(`${blocks.file.name}: no paragraph with ${text}`);
  return found;
}

test('ParamBindJson with a map adds nothing, a pointer to it and a nil pointer panic; a group and a clone share headers and rate limit, and later cookies cross over only through spare room in the shared slice, in either order', async () => {
  const {seen, printed} = await runProbe();
  const request = (path: string) => seen.find((s) => s.path === path)!;

  expect(request('/map-by-value').query, 'a map by value adds no parameter').toBe('');
  expect(printed['map-pointer']).toBe('reflect: NumField of non-struct type map[string]string');
  expect(printed['nil-pointer'], 'a nil pointer panics').not.toBe('');
  expect(seen.map((s) => s.path), 'the panicking requests are never sent').not.toContain('/map-pointer');

  expect(request('/parent').groupHeader, 'a header set on the group is sent by the parent').toBe('yes');
  expect(request('/clone').groupHeader, '… and by a clone').toBe('yes');
  expect(request('/parent').cookie, 'cookies set on the group or a clone stay off the parent').toBe('parent=1; parent-later=1');
  expect(request('/group').cookie, 'the group starts with the parent\'s cookies and gets none added later').toBe('parent=1; group=1');
  expect(request('/clone').cookie).toBe('parent=1; clone=1');
  expect(Number(printed['clone-waited-ms']), 'the clone waited for the token the parent and group took (2 per second)').toBeGreaterThanOrEqual(300);
  expect(request('/spare').cookie, 'with spare room in the shared slice, the parent\'s later cookie overwrites the group\'s').toBe('a=1; b=1; c=1; parent-later=1');
  expect(request('/spare-parent').cookie, '… and the parent sends its own').toBe('a=1; b=1; c=1; parent-later=1');
  expect(request('/parent-first').cookie, 'in the other order the group\'s cookie overwrites the parent\'s and reaches the parent').toBe('a=1; b=1; c=1; group=1');
  expect(request('/parent-first-group').cookie).toBe('a=1; b=1; c=1; group=1');

  for (const blocks of locales) {
    const query = paragraph(blocks, 'tag=lamp&tag=desk&warehouse=north');
    expect(query, `${blocks.file.name}: the query parameters paragraph quotes the panic`).toContain(`\`${printed['map-pointer']}\``);
    const groups = paragraph(blocks, '`Group`');
    for (const named of ['`SetCookie`', '`SetRequestRate`']) expect(groups, `${blocks.file.name}: groups and clones paragraph names ${named}`).toContain(named);
  }
});

/**
 * The REST client page run: the page's order service (its inventory client inside) with the
 * page's config, pointed at a stand-in inventory service on loopback that answers like an
 * mcube service. Checked: the debug log of a call and that an inventory error keeps its
 * code and status on the way through.
 */
import {createServer, type Server} from 'node:http';
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

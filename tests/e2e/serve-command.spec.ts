import {readFileSync} from 'node:fs';
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

/**
 * Ports the tests listen on, picked free by the kernel for each run, so two checkouts (or two
 * runs) never test each other's servers.
 */
import {execFileSync} from 'node:child_process';
import {createServer} from 'node:net';

const pickPort = `const server = require('node:net').createServer().listen(0, '127.0.0.1', () => {
  process.stdout.write(String(server.address().port));
  server.close();
});`;

/** A port free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The same, for code that cannot wait (playwright.config.ts is read synchronously). */
export const freePortSync = (): number => Number(execFileSync(process.execPath, ['-e', pickPort]).toString());

/**
 * The Vault page's program run without a Vault server: with no address it only warns, with an
 * address and no token start-up fails, and token login succeeds against a loopback port where
 * nothing listens (it sends no request) while ReadSecret then reports the refused connection.
 *
 * Vault itself is not run here: no Debian package ships it, and `go install` refuses the
 * hashicorp/vault module (its go.mod replaces its api and sdk modules with folders the module
 * does not contain). The page's output that needs a server (the secret's version and length,
 * the 403 of a wrong token, the AppRole pitfall) is therefore not compared.
 */
import {buildProgram, expect, expectLinesInOrder, freePort, normalise, pageBlocks, test} from './run';

const page = 'framework/component/vault';
const locales = [pageBlocks(page, 'en'), pageBlocks(page, 'zh-Hans')];

test('without an address the component only warns and the program says Vault is not configured', async ({start}) => {
  const program = await start(buildProgram(page));
  expect(await program.exited).toBe(0);
  for (const blocks of locales) {
    expect(normalise(program.log()), `${blocks.file.name}: no-address`).toBe(normalise(blocks.block('no-address')));
  }
});

test('with an address and no token start-up fails with the error the page shows', async ({start}) => {
  const program = await start(buildProgram(page), {env: {VAULT_ADDRESS: `http://127.0.0.1:${await freePort()}`}});
  expect(await program.exited).not.toBe(0);
  for (const blocks of locales) {
    expect(program.log(), `${blocks.file.name}: no-token`).toContain(`panic: ${blocks.block('no-token').trim()}`);
  }
});

test('token login sends no request: it succeeds where nothing listens, and ReadSecret is refused', async ({start}) => {
  const port = await freePort();
  const program = await start(buildProgram(page), {env: {VAULT_ADDRESS: `http://127.0.0.1:${port}`, VAULT_TOKEN: 'dev-root'}});
  expect(await program.exited).toBe(0);
  const log = normalise(program.log(), {ports: {[port]: 8200}});
  for (const blocks of locales) {
    const name = blocks.file.name;
    // Only the log lines: the program's result below them needs a Vault server with the secret.
    const loginLines = blocks.block('token-login').split('\n').filter((line) => line.includes(' > '));
    expect(loginLines, `${name}: token-login has two log lines`).toHaveLength(2);
    expectLinesInOrder(log, normalise(loginLines.join('\n') + '\n' + blocks.block('unreachable')), `${name} token-login, unreachable`);
  }
});

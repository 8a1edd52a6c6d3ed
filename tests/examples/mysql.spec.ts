/**
 * The MySQL page run: the first program on SQLite (no server) and on MariaDB, Debian's
 * MySQL, started on a free loopback port as the page's docker line asks (root password,
 * database orders); the start-up lines of each; and the errors of an unreachable server, a
 * missing database key and a wrong password.
 */
import {serverForFile, startMariaDB} from './servers';
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, test} from './run';

const page = 'framework/component/mysql';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
const mysqlConfig = (port: number) => en.block('config-mysql').replace('port = 3306', `port = ${port}`);

// The page's docker run line: its root password and database.
const docker = en.commands('server').join(' ');
const mariadb = serverForFile(() => startMariaDB(/MYSQL_ROOT_PASSWORD=(\S+)/.exec(docker)![1], /MYSQL_DATABASE=(\S+)/.exec(docker)![1]));

test('SQLite: the first program prints the page line after the two empty-credential warnings', async ({start}) => {
  // The page's `mkdir -p data` (SQLite creates the file, not the folder).
  const program = await start(buildProgram(page), {files: {'etc/application.toml': en.block('config-sqlite'), 'data/.keep': ''}});
  expect(await program.exited).toBe(0);
  for (const blocks of locales) {
    expectLinesInOrder(program.log(), blocks.block('output'), `${blocks.file.name} output (sqlite)`);
    expectLinesInOrder(normalise(program.log()), normalise(blocks.block('log-empty')), `${blocks.file.name} log-empty`);
  }
});

test('MariaDB: the first program prints the same line and the static-credentials line', async ({start}) => {
  // The start-up line the page shows belongs to a service named shop.
  const program = await start(buildProgram(page), {files: {'etc/application.toml': `[app]\nname = "shop"\n\n${mysqlConfig(mariadb().port)}`}});
  expect(await program.exited).toBe(0);
  for (const blocks of locales) {
    expectLinesInOrder(program.log(), blocks.block('output'), `${blocks.file.name} output (mariadb)`);
    expectLinesInOrder(normalise(program.log()), normalise(blocks.block('log-static')), `${blocks.file.name} log-static`);
  }
});

test('an unreachable server, no database key and a wrong password fail as the page says', async ({start}) => {
  const down = await start(buildProgram(page), {files: {'etc/application.toml': mysqlConfig(1)}});
  expect(await down.exited).not.toBe(0);
  for (const blocks of locales) {
    const shown = blocks.block('unreachable').trim().replace('127.0.0.1:3306', '127.0.0.1:1');
    expect(down.log(), `${blocks.file.name}: unreachable`).toContain(`panic: ${shown}`);
  }
  // Only the error names the cause: no GORM line comes before it.
  expect(down.log()).not.toContain('failed to initialize database');

  const noDatabase = await start(buildProgram(page), {files: {'etc/application.toml': mysqlConfig(mariadb().port).replace(/^database = .*$/m, '')}});
  expect(await noDatabase.exited).not.toBe(0);
  expect(noDatabase.log()).toContain("[configs] init object datasource error, Error 1049 (42000): Unknown database 'app'");

  const wrongPassword = await start(buildProgram(page), {files: {'etc/application.toml': mysqlConfig(mariadb().port).replace('password = "secret"', 'password = "wrong"')}});
  expect(await wrongPassword.exited).not.toBe(0);
  expect(wrongPassword.log()).toContain('[configs] init object datasource error, Error 1045 (28000): Access denied for user');
});

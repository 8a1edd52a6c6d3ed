/**
 * The CLI page run with mcube's own CLI at v2.1.10 (installed with the page's line): the
 * release the page installs, its help and the exit status of an unknown command; `mcube
 * enum` on the page's input writes the page's file (both languages) and the program using
 * it prints the page's lines; and
 * `mcube init`, answered in a terminal as the page says, prints the page's session and
 * errors and leaves the page's tree, or nothing.
 */
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {goTool, installLine, runWithTool} from '../../scripts/go-tools';
import {MCUBE_VERSION} from '../../src/site-constants';
import {parseGoRun} from './go-run';
import {buildProgram, expect, expectLinesInOrder, pageBlocks, test} from './run';
import {runInTerminal, type Answer} from './terminal';

const page = 'framework/cli';
const locales = [pageBlocks(page, 'en'), pageBlocks(page, 'zh-Hans')];
const mcube = () => goTool('mcube');

/** A fresh folder for one run, removed after the test. */
const folders: string[] = [];
function freshFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcube-docs-cli-'));
  folders.push(dir);
  return dir;
}
test.afterAll(() => folders.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

const shell = (line: string, cwd: string) => runWithTool('mcube', line, cwd);

test('the checks install the CLI with the page\'s own line, at the release the pages describe', () => {
  for (const blocks of locales) expect(blocks.commands('install')[0], blocks.file.name).toBe(installLine('mcube'));
  expect(installLine('mcube')).toBe(`go install github.com/infraboard/mcube/v2/cmd/mcube@${MCUBE_VERSION}`);
});

test('mcube --help and mcube -v print the page\'s help; an unknown command exits with status 0', () => {
  const help = shell('mcube --help', freshFolder());
  const version = shell('mcube -v', freshFolder());
  const unknown = shell('mcube generate enum', freshFolder());
  for (const blocks of locales) {
    expect(help.output.trim(), `${blocks.file.name}: help`).toBe(blocks.block('help').trim());
    expect(version.output, `${blocks.file.name}: -v prints the help`).toBe(help.output);
    expect(unknown.output.trim(), `${blocks.file.name}: unknown-command`).toBe(blocks.block('unknown-command').trim());
  }
  expect(unknown.status).toBe(0);
});

test('mcube enum writes the page\'s file (less the one-line doc comments) from the page\'s input, silently', () => {
  for (const blocks of locales) {
    const dir = freshFolder();
    mkdirSync(join(dir, 'ticket'));
    writeFileSync(join(dir, 'ticket', 'priority.go'), `${blocks.block('enum-input')}\n`);
    const run = shell(blocks.commands('enum-command')[0], dir);
    expect(run, `${blocks.file.name}: enum-command prints nothing and succeeds`).toEqual({output: '', status: 0});
    // The page leaves out the one-line doc comment the template puts above each function, as it says.
    const generated = readFileSync(join(dir, 'ticket', 'priority_enum.go'), 'utf8').replace(/^\/\/.*\n(?=func )/gm, '');
    expect(generated, `${blocks.file.name}: enum-file`).toBe(blocks.block('enum-file'));
  }
});

test('the program parses, encodes and decodes priorities as the page shows', async ({start}) => {
  const {args} = parseGoRun(locales[0].commands('run')[0]);
  const program = await start(buildProgram(page), {args});
  expect(await program.exited, program.log()).toBe(0);
  for (const blocks of locales) expect(program.log().trim(), blocks.file.name).toBe(blocks.block('enum-output').trim());
});

// The answers of the page's sessions, typed as a reader types them.
const typed = (prompt: string, text: string): Answer => ({prompt, keys: `${text}\r`});
const arrowDown = '\x1b[B';
const ctrlC = '\x03';
const projectAnswers = [typed('请输入项目包名称:', 'example.com/acme/shop'), typed('请输入项目描述:', 'Orders and stock for the shop')];
const mysqlAnswers = [
  ...projectAnswers,
  typed('选择数据库类型:', ''),
  typed('MySQL服务地址:', ''),
  typed('数据库名称:', 'shop'),
  typed('用户:', 'shop'),
  typed('密码:', 'pa55word'),
];

/** The paths a tree block lists, folders with a trailing '/'; comments after '#' are dropped. */
function treePaths(block: string): string[] {
  const [root, ...lines] = block.split('\n');
  const stack = [root.replace(/\/$/, '')];
  const paths = [`${stack[0]}/`];
  for (const line of lines) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)/.exec(line);
    if (!match) continue;
    stack.length = match[1].length / 4 + 1;
    stack.push(match[2].replace(/\/$/, ''));
    paths.push(stack.join('/') + (match[2].endsWith('/') ? '/' : ''));
  }
  return paths.sort();
}

/** What is on disk below `dir`, in the same form. */
function diskPaths(dir: string, under = dir): string[] {
  return readdirSync(under, {withFileTypes: true})
    .flatMap((entry) => {
      const path = join(under, entry.name);
      return entry.isDirectory() ? [`${relative(dir, path)}/`, ...diskPaths(dir, path)] : [relative(dir, path)];
    })
    .sort();
}

/** The code spans of a table cell: `a`、`b` gives ['a', 'b']. */
const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

// Default cells the table spells out in words; 'admin' is the authentication database the MongoDB run types.
const spelledDefaults: Record<string, string> = {
  none: '', 'none: you must type something': '', 无: '', '无，必须输入内容': '',
  No: 'No', 否: 'No',
  'the authentication database you entered': 'admin', 你输入的认证数据库: 'admin',
};

/**
 * Each question a run asked, as drawn before the answer, against its row of the page's table
 * of questions (both languages; the Chinese table quotes the prompts, the rows are in the
 * same order): the choices a list or yes/no question offers and the default it shows.
 */
function expectQuestionsAsTable(asked: string[], answers: Answer[], database: 'MySQL' | 'MongoDB'): void {
  const tables = locales.map((blocks) => blocks.file.tables.find((table) => ['Step', '步骤'].includes(table.header[0]))!.rows.map((row) => row.cells));
  const other = database === 'MySQL' ? 'MongoDB' : 'MySQL';
  answers.forEach(({prompt}, i) => {
    const index = tables[1].findIndex(([step, question]) => !step.includes(other) && codeSpans(question)[0] === prompt);
    expect(index, `a row of the table for ${prompt}`).toBeGreaterThanOrEqual(0);
    const [first, ...options] = asked[i].split('\n');
    const list = options.filter((line) => /^[> ] \S/.test(line));
    const shown = {
      choices: list.length ? list.map((line) => line.slice(2)) : first.endsWith('(y/N)') ? ['y', 'n'] : [],
      default: list.length ? list.find((line) => line.startsWith('> '))!.slice(2) : first.endsWith('(y/N)') ? 'No' : (/\((.*)\)$/.exec(first)?.[1] ?? ''),
    };
    for (const [l, blocks] of locales.entries()) {
      const [, , , choices, fallback] = tables[l][index];
      const expected = {choices: codeSpans(choices), default: codeSpans(fallback)[0] ?? spelledDefaults[fallback]};
      expect(shown, `${blocks.file.name}: the row of ${prompt}, against:\n${asked[i]}`).toEqual(expected);
    }
  });
}

test('mcube init, MySQL and Yes: the table\'s questions, the page\'s session, the .NAME error, status 1 and the page\'s tree', async () => {
  const dir = freshFolder();
  const answers = [...mysqlAnswers, typed('生成样例代码', 'y'), {prompt: '选择HTTP框架:', keys: `${arrowDown}\r`}];
  const run = await runInTerminal([mcube(), 'init'], dir, answers);
  expect(run.status, run.screen).toBe(1);
  expectQuestionsAsTable(run.asked, answers, 'MySQL');
  // The terminal is wide enough for the error on one line, as the page shows it.
  for (const blocks of locales) {
    expectLinesInOrder(run.screen, `${blocks.block('init-mysql')}\n${blocks.block('init-yes')}`, `${blocks.file.name} init-mysql, init-yes`);
    expect(diskPaths(dir), `${blocks.file.name}: init-tree`).toEqual(treePaths(blocks.block('init-tree')));
  }
});

test('mcube init, MongoDB and No: the table\'s questions, the page\'s session, the three errors, status 1 and nothing on disk', async () => {
  const dir = freshFolder();
  const answers = [
    ...projectAnswers,
    {prompt: '选择数据库类型:', keys: `${arrowDown}\r`},
    typed('MongoDB服务地址,多个地址使用逗号分隔:', '10.0.0.5:27017,10.0.0.6:27017'),
    typed('认证数据库名称:', 'admin'),
    typed('认证用户:', 'shop'),
    typed('认证密码:', 'pa55word'),
    typed('数据库名称:', 'shop'),
    typed('生成样例代码', ''),
  ];
  const run = await runInTerminal([mcube(), 'init'], dir, answers);
  expect(run.status, run.screen).toBe(1);
  expectQuestionsAsTable(run.asked, answers, 'MongoDB');
  for (const blocks of locales) {
    expectLinesInOrder(run.screen, `${blocks.block('init-mongodb')}\n${blocks.block('init-no')}`, `${blocks.file.name} init-mongodb, init-no`);
  }
  expect(diskPaths(dir)).toEqual([]);
});

test('Ctrl+C cancels mcube init at the first question and only skips the rest of the database questions; an empty required answer is asked again', async () => {
  const cancelled = await runInTerminal([mcube(), 'init'], freshFolder(), [{prompt: '请输入项目包名称:', keys: ctrlC}]);
  // Enter on the description, a required question without a default, asks it again.
  const skipped = await runInTerminal([mcube(), 'init'], freshFolder(), [
    mysqlAnswers[0],
    typed('请输入项目描述:', ''),
    ...mysqlAnswers.slice(1, 4),
    {prompt: '数据库名称:', keys: ctrlC},
    typed('生成样例代码', ''),
  ]);
  for (const blocks of locales) {
    expect(cancelled.screen.split('\n').at(-1), `${blocks.file.name}: init-cancel`).toBe(blocks.block('init-cancel').trim());
    // The user and password questions never come; the tool goes on to the example-code question and fails as with No.
    expectLinesInOrder(skipped.screen, blocks.block('init-no'), `${blocks.file.name} init-no after Ctrl+C`);
  }
  expect(skipped.screen).not.toMatch(/^\? (用户|密码):/m);
  // The second description prompt was drawn (the run waits for it), under survey's complaint.
  expectLinesInOrder(skipped.screen, 'X Sorry, your reply was invalid: Value is required\n? 请输入项目描述: Orders and stock for the shop', 'the description asked again');
});

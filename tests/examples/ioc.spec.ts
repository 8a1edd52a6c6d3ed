/**
 * The IoC container page run as a reader runs it: the lifecycle program's output, the same
 * program with the debug log and the dependency printer turned on, the load errors it names
 * for a failing OnPostConfig and a misspelt tag key, and the loaded lines of the shop of the
 * architecture page.
 */
import {buildGoRun} from './go-run';
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, test} from './run';

const page = 'framework/core/ioc';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

/** The lifecycle program with one line of its main.go changed as the page describes. */
const edited = (from: string, to: string) => buildGoRun(page, 'main', '.', {file: 'main.go', edit: (code) => {
  expect(code).toContain(from);
  return code.replace(from, to);
}});

test('the lifecycle program prints the page\'s steps in order', async ({start}) => {
  const program = await start(buildProgram(page));
  expect(await program.exited, program.log()).toBe(0);
  for (const blocks of locales) expect(program.log().trim(), blocks.file.name).toBe(blocks.block('lifecycle').trim());
});

test('with ioc.SetDebug(true) first in main, the controllers namespace starts with the page\'s lines', async ({start}) => {
  const program = await start(edited('func main() {\n', 'func main() {\n\tioc.SetDebug(true)\n'));
  expect(await program.exited, program.log()).toBe(0);
  // The excerpt shows the program's own step line (stdout) among the debug lines (stderr) as
  // a terminal does; the run reads the two streams apart, so their lines are compared apart.
  for (const blocks of locales) {
    const shown = normalise(blocks.block('debug')).split('\n');
    const steps = shown.filter((line) => !line.startsWith('<time> '));
    expectLinesInOrder(normalise(program.log()), shown.filter((line) => !steps.includes(line)).join('\n'), `${blocks.file.name} debug`);
    for (const step of steps) expect(program.log().split('\n'), `${blocks.file.name} debug`).toContain(step);
  }
});

test('PrintAllDependencies after loading prints the page\'s trees', async ({start}) => {
  const program = await start(edited('\t// server.Run does this', '\tioc.DefaultStore.PrintAllDependencies()\n\n\t// server.Run does this'));
  expect(await program.exited, program.log()).toBe(0);
  for (const blocks of locales) expectLinesInOrder(program.log(), blocks.block('deps'), `${blocks.file.name} deps`);
});

test('a failing OnPostConfig and a misspelt tag key stop loading with the page\'s texts', async ({start}) => {
  const errors = locales.map((blocks) => blocks.block('load-errors').split('\n'));
  const emptyGreeting = await start(edited('&Settings{Greeting: "Hello"}', '&Settings{}'));
  expect(await emptyGreeting.exited).not.toBe(0);
  const misspelt = await start(edited('namespace=controllers"`', 'namespce=controllers"`'));
  expect(await misspelt.exited).not.toBe(0);
  for (const lines of errors) {
    expect(emptyGreeting.log()).toContain(lines.find((line) => line.includes('PostConfig hook failed'))!);
    const autowire = lines.findIndex((line) => line.startsWith('[apis] autowire errors:'));
    // panic(err) prints the error's further lines after a tab; the error itself has none.
    expect(misspelt.log().replaceAll('\n\t', '\n')).toContain(`${lines[autowire]}\n${lines[autowire + 1]}`);
  }
});

test("the shop of the architecture page logs the page's loaded lines", async ({start}) => {
  const program = await start(buildProgram('framework/core/arch', 'gin'), {files: {'etc/application.toml': pageBlocks('framework/core/arch').block('config')}, args: ['start']});
  await program.waitForLog(/HTTP服务启动成功/);
  for (const blocks of locales) expectLinesInOrder(normalise(program.log()), normalise(blocks.block('loaded')), `${blocks.file.name} loaded`);
});

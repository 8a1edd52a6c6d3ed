/**
 * The introduction's module example run as a reader runs it: the composed binary of each tab
 * (start-up lines, the greeting and health curls, the module's sub-command), the clock module
 * split into a binary of its own, and the two mistakes the pitfalls name: both variants of a
 * built-in module, and a binary without greeting/impl.
 */
import {buildGoRun, parseGoRun} from './go-run';
import {expect, expectLinesInOrder, normalise, pageBlocks, runCommand, test, httpStarted as startLine} from './run';

const page = 'intro';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];
const files = {'etc/application.toml': en.block('config')};
// The block says `go mod tidy`, then the go run line.
const shopRun = parseGoRun(en.commands('run').find((line) => line.includes('go run'))!);

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: the composed binary's start-up lines, the greeting and the health check are the page's`, async ({start}) => {
    const program = await start(buildGoRun(page, framework, shopRun.pkg), {files, args: shopRun.args});
    await program.waitForLog(startLine);
    const greeting = await runCommand(en.commands('greet')[0], program);
    const health = await runCommand(en.commands('health')[0], program);
    const log = normalise(program.log(), {ports: {[program.ports.HTTP_PORT]: 8080}});
    for (const blocks of locales) {
      expect(greeting.trim(), `${blocks.file.name}: reply-${framework}`).toBe(blocks.block(`reply-${framework}`).trim());
      expect(health.trim(), `${blocks.file.name}: health-${framework}`).toBe(blocks.block(`health-${framework}`).trim());
      // The page shows Gin's lines and names go-restful's files in its prose.
      let shown = normalise(blocks.block('start'));
      if (framework === 'restful') shown = shown.replace('metric/gin/metric.go:89', 'metric/restful/metric.go:94').replace('health/gin/check.go:55', 'health/restful/check.go:62');
      expectLinesInOrder(log, shown, `${blocks.file.name} start (${framework})`);
      if (framework === 'restful') {
        // The prose names go-restful's API objects in start-up order.
        const sentence = blocks.file.prose.find(({text}) => text.includes('`loaded apis`'))!.text;
        expect(sentence, `${blocks.file.name}: go-restful's start-up files`).toMatch(/`metric\/restful\/metric\.go:94`.*`health\/restful\/check\.go:62`/);
        const names = [...sentence.slice(sentence.indexOf('`loaded apis`') + 13).matchAll(/`(\w+)`/g)].map((m) => `${m[1]}.v1`);
        expect(log, `${blocks.file.name}: the loaded apis the prose names`).toContain(`loaded apis: [${names.join(' ')}]`);
      }
    }
  });
}

test("the module's sub-command prints the page's greeting without starting the servers", async ({start}) => {
  const {pkg, args} = parseGoRun(en.commands('greet-cli')[0]);
  const program = await start(buildGoRun(page, 'gin', pkg), {files, args});
  expect(await program.exited, program.log()).toBe(0);
  expect(program.log()).not.toMatch(startLine);
  const lines = program.log().trim().split('\n');
  for (const blocks of locales) expect(lines.at(-1), blocks.file.name).toBe(blocks.block('greet-cli-output').trim());
});

test('the clock module in a binary of its own answers on its own URL', async ({start}) => {
  const {pkg, args} = parseGoRun(en.commands('run-clock')[0]);
  const program = await start(buildGoRun(page, 'gin', pkg), {files: {'etc/clock.toml': en.block('config-clock')}, args});
  await program.waitForLog(startLine);
  const reply = await runCommand(en.commands('now')[0], program, 8081);
  const shape = (text: string) => text.trim().replace(/"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"/, '"<utc time>"');
  for (const blocks of locales) expect(shape(reply), blocks.file.name).toBe(shape(blocks.block('now-reply')));
  const now = Date.parse(JSON.parse(reply).time);
  expect(Math.abs(Date.now() - now), 'the answer carries the current UTC time').toBeLessThan(10_000);
  expect(program.log()).toContain('app:clock');
});

test('importing both variants of the health module panics before main with the page\'s first line', async ({start}) => {
  const bothVariants = (code: string) => code.replace('_ "github.com/infraboard/mcube/v2/ioc/apps/health/gin"', '_ "github.com/infraboard/mcube/v2/ioc/apps/health/gin"\n\t_ "github.com/infraboard/mcube/v2/ioc/apps/health/restful"');
  const program = await start(buildGoRun(page, 'gin', shopRun.pkg, {file: 'cmd/shop/main.go', edit: bothVariants}), {files, args: shopRun.args});
  expect(await program.exited).not.toBe(0);
  const first = program.log().split('\n').find((line) => line.startsWith('panic: '));
  for (const blocks of locales) expect(first, `${blocks.file.name}: the first line of the panic`).toBe(blocks.block('duplicate-panic').trim());
  expect(program.log()).toContain('goroutine 1 [running]');
});

test('a binary without greeting/impl exits at start-up with the error the pitfall names', async ({start}) => {
  const withoutImpl = (code: string) => code.replace(/^\s*_ "example\.com\/shop\/apps\/greeting\/impl"\n/m, '');
  const program = await start(buildGoRun(page, 'gin', shopRun.pkg, {file: 'cmd/shop/main.go', edit: withoutImpl}), {files, args: shopRun.args});
  expect(await program.exited, program.log()).not.toBe(0);
  expect(program.log()).not.toMatch(startLine);
  for (const blocks of locales) {
    const named = blocks.file.prose.map(({text}) => text.match(/`(Error: \[apis\] init object greeting error, [^`]+)`/)).find(Boolean);
    expect(named, `${blocks.file.name}: the pitfall names the error`).toBeTruthy();
    expect(program.log().split('\n'), blocks.file.name).toContain(named![1]);
  }
});

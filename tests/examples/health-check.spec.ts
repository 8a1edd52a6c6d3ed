/**
 * The health check page run: each tab's program with the page's config, the start-up line,
 * the page's curl lines and their answers, gin's redirect and route line, go-restful's access
 * log, the path moved by its environment variable, and the panic of importing both variants.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {examplesBuildDir} from '../../scripts/examples';
import {parseGoRun} from './go-run';
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, runCommand, test} from './run';

const page = 'framework/config/health_check';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

/** What differs between runs besides normalise's list: the Date header and the client's port. */
const comparable = (text: string) =>
  normalise(text)
    .replace(/^Date: .*$/gm, 'Date: <date>')
    .replace(/127\.0\.0\.1:\d+ +\|/g, '127.0.0.1:<client-port> |')
    .replace(/<duration> +\|/g, '<duration> |');

for (const framework of ['gin', 'restful'] as const) {
  test(`${framework}: the start-up line, the answer of the page's curl line and the log are the page's`, async ({start}) => {
    const program = await start(buildProgram(page, framework), {files: {'etc/application.toml': en.block('config')}});
    await program.waitForLog(/Get the Health using/);
    const answer = await runCommand(en.commands(`curl-${framework}`)[0], program);
    const redirect = framework === 'gin' ? await runCommand(en.commands('curl-redirect-gin')[0], program) : '';
    // go-restful writes its access-log line after the answer.
    if (framework === 'restful') await program.waitForLog(/logger:access_log/);
    const log = comparable(normalise(program.log(), {ports: {[program.ports.HTTP_PORT]: 8080}}));
    for (const blocks of locales) {
      const name = blocks.file.name;
      const startLine = framework === 'gin' ? blocks.block('start-line') : blocks.block('start-line').replace('health/gin/check.go:55', 'health/restful/check.go:62');
      expectLinesInOrder(log, comparable(startLine), `${name} start-line (${framework})`);
      expect(comparable(answer), `${name}: response-${framework}`).toBe(comparable(blocks.block(`response-${framework}`)));
      if (framework === 'gin') {
        expectLinesInOrder(comparable(redirect), comparable(blocks.block('redirect-gin')), `${name} redirect-gin`);
        expectLinesInOrder(log, comparable(blocks.block('route-gin')), `${name} route-gin`);
      } else {
        expectLinesInOrder(log, comparable(blocks.block('access-restful')), `${name} access-restful`);
      }
    }
  });
}

test('the environment variable the page names moves the endpoint', async ({start}) => {
  const {env} = parseGoRun(en.commands('env-path')[0]);
  expect(env).toEqual({HEALTH_HTTP_HEALTH_CHECK_PATH: '/ping'});
  const program = await start(buildProgram(page, 'restful'), {files: {'etc/application.toml': en.block('config')}, env});
  await program.waitForLog(/Get the Health using/);
  expect(program.log()).toContain(`Get the Health using http://127.0.0.1:${program.ports.HTTP_PORT}/ping`);
  const answer = await runCommand(`curl -s http://127.0.0.1:8080/ping`, program);
  expect(JSON.parse(answer)).toEqual({status: 'SERVING'});
});

test('importing both variants panics at start-up with the error the page names', async ({start}) => {
  // The gin program of the page with the go-restful import block added: the pitfall's mistake.
  const index = JSON.parse(readFileSync(join(examplesBuildDir, 'programs.json'), 'utf8')) as {locale: string; page: string; program: string; dir: string; package: string}[];
  const gin = index.find((entry) => entry.locale === 'en' && entry.page === page && entry.program === 'gin')!;
  const source = readFileSync(join(gin.dir, gin.package, 'main.go'), 'utf8');
  const restfulImport = en.file.blocks.find((block) => block.code.includes('ioc/apps/health/restful"') && block.language === 'go' && !block.code.includes('package main'))!;
  const both = join(gin.dir, 'health-check-both-variants');
  mkdirSync(both, {recursive: true});
  writeFileSync(join(both, 'main.go'), source.replace('import (', `import (\n\t${restfulImport.code.replace(/^import /, '').trim()}`));
  const binary = join(both, 'program');
  execFileSync('go', ['build', '-o', binary, '.'], {cwd: both, stdio: ['ignore', 'ignore', 'inherit']});
  const program = await start(binary, {files: {'etc/application.toml': en.block('config')}});
  expect(await program.exited).not.toBe(0);
  for (const blocks of locales) {
    const named = /`(ioc obj health \(version v1\) has already registered)`/.exec(blocks.file.prose.map((p) => p.text).join('\n'))?.[1];
    expect(named, `${blocks.file.name}: the pitfall's error`).toBeDefined();
    expect(program.log()).toContain(`panic: ${named}`);
  }
});

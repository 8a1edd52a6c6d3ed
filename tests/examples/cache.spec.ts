/**
 * The cache page run: the complete program on the default go_cache provider and, with the
 * page's CACHE_PROVIDER=redis line, on Debian's redis-server (a free loopback port); each
 * prints the page's lines, the deleted key reads back as cache.ErrKeyNotFound (a cache
 * miss), and the start-up lines are the page's.
 */
import {execFileSync} from 'node:child_process';
import {parseGoRun} from './go-run';
import {serverForFile, startRedis} from './servers';
import {buildProgram, expect, expectLinesInOrder, normalise, pageBlocks, test} from './run';

const page = 'framework/component/cache';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

const redis = serverForFile(() => startRedis());

test('go_cache: the program prints the page output after the start-up lines', async ({start}) => {
  const program = await start(buildProgram(page));
  expect(await program.exited).toBe(0);
  for (const blocks of locales) {
    expectLinesInOrder(normalise(program.log()), normalise(blocks.block('start-lines') + '\n' + blocks.block('output')), `${blocks.file.name} start-lines, output`);
  }
});

test('redis: the same program with the page provider variable prints the same lines', async ({start}) => {
  const {env} = parseGoRun(en.commands('redis-run')[0]);
  expect(env).toEqual({CACHE_PROVIDER: 'redis'});
  const program = await start(buildProgram(page), {env: {...env, REDIS_ENDPOINTS: `127.0.0.1:${redis().port}`}});
  expect(await program.exited).toBe(0);
  for (const blocks of locales) expectLinesInOrder(program.log(), blocks.block('output'), `${blocks.file.name} output (redis)`);
  // The values went through the server: it counted the program's SET and DEL commands.
  const stats = execFileSync('redis-cli', ['-p', String(redis().port), 'INFO', 'commandstats'], {encoding: 'utf8'});
  expect(stats).toMatch(/cmdstat_set:calls=2,/);
  expect(stats).toMatch(/cmdstat_del:calls=1,/);
});

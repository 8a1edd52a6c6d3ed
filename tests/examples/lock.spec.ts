/**
 * The lock page run against Debian's redis-server on a free loopback port: the program run
 * with the page's LOCK_PROVIDER=redis line takes the lock, the key holds a token of the
 * page's length and a lifetime under the TTL, a second run gives up after five seconds with
 * the page's line, and the key is gone once the first run has unlocked.
 */
import {execFileSync} from 'node:child_process';
import {parseGoRun} from './go-run';
import {serverForFile, startRedis} from './servers';
import {buildProgram, expect, pageBlocks, test} from './run';

const page = 'framework/component/lock';
const en = pageBlocks(page, 'en');
const locales = [en, pageBlocks(page, 'zh-Hans')];

const redis = serverForFile(() => startRedis());

/** One of the page's `docker exec redis redis-cli …` lines, on the test's server. */
const redisCli = (line: string) => {
  const args = line.replace(/^docker exec \S+ redis-cli /, '').split(' ');
  return execFileSync('redis-cli', ['-p', String(redis().port), ...args], {encoding: 'utf8'}).trim();
};

test('the lock is held in Redis, a second run gives up, and unlock removes the key', async ({start}) => {
  const {env} = parseGoRun(en.commands('run')[0]);
  expect(env).toEqual({LOCK_PROVIDER: 'redis'});
  const options = {env: {...env, REDIS_ENDPOINTS: `127.0.0.1:${redis().port}`}};
  const first = await start(buildProgram(page), options);
  await first.waitForLog(/lock acquired, building the report/);

  const [token, pttl] = en.commands('inspect').map(redisCli);
  for (const blocks of locales) {
    const [shownToken, shownPttl] = blocks.block('key').trim().split('\n');
    // No metadata: the value is the random token alone, as long as the page's.
    expect(token, `${blocks.file.name}: key`).toMatch(new RegExp(`^[A-Za-z0-9_-]{${shownToken.length}}$`));
    expect(Number(shownPttl)).toBeLessThanOrEqual(30_000);
  }
  expect(Number(pttl)).toBeGreaterThan(20_000);
  expect(Number(pttl)).toBeLessThanOrEqual(30_000);

  const second = await start(buildProgram(page), options);
  expect(await second.exited).toBe(0);
  for (const blocks of locales) {
    expect(second.log(), `${blocks.file.name}: second-run`).toContain(blocks.block('second-run').trim());
  }
  expect(second.log()).not.toContain('lock acquired');

  expect(await first.exited).toBe(0);
  expect(first.log()).toContain('report done');
  expect(redisCli('EXISTS lock:report:daily')).toBe('0');
});

/**
 * The home page's texts say what v2.1.10 does: the lock it lists is local to one process with
 * the default provider and shared across instances only with Redis, in both languages.
 */
import {test, expect} from '@playwright/test';
import facts from '../../facts/mcube-v2.1.10.json';
import en from '../../src/locale/en/home';
import zh from '../../src/locale/zh-Hans/home';

const lockDefault = facts.sections.lock.keys.find(({key}) => key === 'provider')!.default;

test('the lock on the home page is process-local by default and shared only with Redis, in both languages', () => {
  expect(lockDefault, 'the default provider is not the distributed one').toBe('"go_cache"');
  const said = [
    {language: 'en', lock: /a lock \(([^)]*)\)/.exec(en.features.components.body), local: 'one process'},
    {language: 'zh-Hans', lock: /锁（([^）]*)）/.exec(zh.features.components.body), local: '单个进程'},
  ];
  for (const {language, lock, local} of said) {
    expect(lock, `${language}: the lock comes with what it is by default`).not.toBeNull();
    expect(lock![1], `${language}: default`).toContain(local);
    expect(lock![1], `${language}: the distributed provider`).toContain('Redis');
  }
  expect(zh.features.components.body, 'the Chinese text does not call the default lock distributed').not.toMatch(/、分布式锁/);
});

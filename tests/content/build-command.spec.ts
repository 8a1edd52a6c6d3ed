import {spawnSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {repoRoot} from '../../scripts/site-model';

// `npm run build` is scripts/build.ts; a language it does not know is refused before anything is built or removed.
test('npm run build refuses a language the site does not have, with its usage', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--locale', 'fr'], {cwd: repoRoot, encoding: 'utf8'});
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('usage: npm run build [-- --locale en|zh-Hans ...] (got: --locale fr)');
});

/**
 * Last-updated dates come from git only where git has the history: an archive unpacked inside
 * another repository has none, and a page not yet committed gets no date without a warning
 * (which would fail the strict build). scripts/git-history.ts decides both.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import logger from '@docusaurus/logger';
import {getGitLastUpdate} from '@docusaurus/utils';
import {hasFullGitHistory, quietUntrackedPageNotice} from '../../scripts/git-history';
import {repoRoot} from '../../scripts/site-model';

test('this checkout has the history, and an archive unpacked inside another repository has not', () => {
  expect(hasFullGitHistory(repoRoot)).toBe(execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: repoRoot}).toString().trim() === 'false');
  const outer = mkdtempSync(join(tmpdir(), 'mcube-docs-outer-repo-'));
  try {
    execFileSync('git', ['init', '-q', outer]);
    const site = join(outer, 'mcube-docs');
    execFileSync('bash', ['-c', `git -C "${repoRoot}" archive --format=tar --prefix=mcube-docs/ HEAD docusaurus.config.ts | tar -x -C "${outer}"`]);
    expect(hasFullGitHistory(site)).toBe(false);
    // Once committed there, its history is that repository's.
    execFileSync('git', ['-C', outer, 'add', '.']);
    execFileSync('git', ['-C', outer, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'site']);
    expect(hasFullGitHistory(site)).toBe(true);
  } finally {
    rmSync(outer, {recursive: true, force: true});
  }
});

test('a page not yet committed gets no date, and Docusaurus says nothing about it', async () => {
  const page = join(repoRoot, 'tests', `.uncommitted-page-${process.pid}.md`);
  writeFileSync(page, '# Not committed\n');
  const printed: string[] = [];
  const log = console.log;
  const error = console.error;
  const warn = console.warn;
  console.log = console.error = console.warn = (...args: unknown[]) => printed.push(args.join(' '));
  try {
    quietUntrackedPageNotice();
    expect(await getGitLastUpdate(page)).toBeNull();
    // The one notice is dropped, other warnings are not.
    logger.warn('another warning');
  } finally {
    Object.assign(console, {log, error, warn});
    rmSync(page, {force: true});
  }
  expect(printed.join('\n')).not.toContain('Cannot infer the update date');
  expect(printed.join('\n')).toContain('another warning');
});

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
import {hasFullGitHistory, quietUntrackedPageNotice, readLastCommits, readLastCommitsInOneLog} from '../../scripts/git-history';
import {docsDir, locales, repoRoot} from '../../scripts/site-model';
import {listMarkdown} from '../../src/node/files';

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

test("one git log gives each page's last commit as the command Docusaurus runs per page does", async () => {
  const lastCommits = await readLastCommits(repoRoot);
  const sources = locales.flatMap((locale) => listMarkdown(docsDir(locale)));
  expect(sources.length).toBeGreaterThan(locales.length * 30);
  for (const file of sources) {
    // Docusaurus 3.8's own command (@docusaurus/utils, gitUtils.getFileCommitDate, age "newest").
    const own = execFileSync('git', ['-c', 'log.showSignature=false', 'log', '--format=%ct,%an', '--max-count=1', '--', file], {cwd: repoRoot}).toString().trim();
    const commit = lastCommits.get(file);
    expect(commit && `${commit.timestamp / 1000},${commit.author}`, file).toBe(own);
  }
});

test("Docusaurus takes a page's last commit from the one log, and asks git itself for a file the log does not name", async () => {
  const page = join(repoRoot, 'docs', 'intro.md');
  const uncommitted = join(repoRoot, 'tests', `.uncommitted-page-${process.pid}.md`);
  writeFileSync(uncommitted, '# Not committed\n');
  quietUntrackedPageNotice();
  readLastCommitsInOneLog(async () => new Map([[page, {timestamp: 86_400_000, author: 'one log'}]]));
  try {
    expect(await getGitLastUpdate(page)).toEqual({lastUpdatedAt: 86_400_000, lastUpdatedBy: 'one log'});
    expect(await getGitLastUpdate(uncommitted)).toBeNull();
  } finally {
    readLastCommitsInOneLog();
    rmSync(uncommitted, {force: true});
  }
});

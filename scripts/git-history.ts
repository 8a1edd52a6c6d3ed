/**
 * Whether the checkout has the git history that last-updated dates come from. A source
 * archive has no .git (or no git at all), a shallow clone has only its newest commit, which
 * would stamp every page with that commit's date, and an archive unpacked inside another
 * repository has none of its files in that repository's history: the site then shows no dates
 * rather than wrong ones. docusaurus.config.ts and the tests both ask this.
 */
import {execFile, execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {promisify} from 'node:util';

const git = (dir: string, args: string[]) => execFileSync('git', args, {cwd: dir, stdio: ['ignore', 'pipe', 'ignore']}).toString().trim();

export function hasFullGitHistory(dir: string): boolean {
  try {
    // --error-unmatch fails when the site's configuration is not committed in this repository.
    return git(dir, ['rev-parse', '--is-shallow-repository']) === 'false' && git(dir, ['ls-files', '--error-unmatch', 'docusaurus.config.ts']) !== '';
  } catch {
    return false; // no git, not a repository, or the site is not in its history
  }
}

/** What Docusaurus 3.8 says, once per build, when a page has no commit yet. */
export const untrackedPageNotice = 'Cannot infer the update date for some files, as they are not tracked by git.';

/**
 * A page not yet committed has no history, so Docusaurus gives it no date, which is right;
 * but it also warns, which fails the strict build (scripts/build-strict.sh) of a checkout with
 * a new page. This drops that one notice; every other warning still reaches the build log.
 * Docusaurus's own logger is patched (the one module instance node's require shares).
 */
export function quietUntrackedPageNotice(): void {
  const logger = createRequire(__filename)('@docusaurus/logger').default as {warn: (...args: unknown[]) => void};
  const warn = logger.warn;
  if ((warn as {quiet?: boolean}).quiet) return;
  const quiet = (...args: unknown[]) => (args[0] === untrackedPageNotice ? undefined : warn.apply(logger, args));
  logger.warn = Object.assign(quiet, {quiet: true});
}

/** A file's last commit: its time in milliseconds and its author, as Docusaurus reads them. */
export type LastCommit = {timestamp: number; author: string};

/**
 * Every file's last commit in the repository that holds `dir`, by absolute path, from one
 * `git log` (newest first: a file's first mention is its last commit, which is what Docusaurus
 * asks `git log --max-count=1 -- FILE` for). `-c` names the files a merge commit changed
 * against every parent (a conflict resolved in it), which that command counts as the merge's.
 */
export async function readLastCommits(dir: string): Promise<Map<string, LastCommit>> {
  const top = git(dir, ['rev-parse', '--show-toplevel']);
  const {stdout} = await promisify(execFile)(
    'git',
    ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false', 'log', '--no-renames', '--name-only', '-c', '--format=%x00%ct %an'],
    {cwd: top, maxBuffer: 256 * 1024 * 1024},
  );
  const lastCommits = new Map<string, LastCommit>();
  for (const entry of stdout.split('\0').slice(1)) {
    const [header = '', ...files] = entry.split('\n');
    const space = header.indexOf(' ');
    const commit = {timestamp: Number(header.slice(0, space)) * 1000, author: header.slice(space + 1)};
    for (const file of files) {
      if (file && !lastCommits.has(join(top, file))) lastCommits.set(join(top, file), commit);
    }
  }
  return lastCommits;
}

type GetFileCommitDate = (file: string, options: {age?: 'oldest' | 'newest'; includeAuthor?: boolean}) => Promise<{date: Date; timestamp: number; author?: string}>;

/**
 * Docusaurus 3.8 runs `git log` in a shell of its own for each page of each language: about 1 s
 * of CPU per language's build. This answers its question for a page's last commit from one
 * `git log` of the whole history instead (readLastCommits), read when it first asks. A file
 * with no commit yet goes on to Docusaurus's own question, whose answer is no date. Docusaurus
 * 3.10 reads git the same way with the `gitEagerVcs` flag of its Faster options (UPGRADING.md).
 */
export function readLastCommitsInOneLog(read: (dir: string) => Promise<Map<string, LastCommit>> = readLastCommits): void {
  const gitUtils = createRequire(__filename)('@docusaurus/utils/lib/gitUtils.js') as {getFileCommitDate: GetFileCommitDate & {ownQuestion?: GetFileCommitDate}};
  const ownQuestion = gitUtils.getFileCommitDate.ownQuestion ?? gitUtils.getFileCommitDate;
  let lastCommits: Promise<Map<string, LastCommit>> | undefined;
  const fromOneLog: GetFileCommitDate = async (file, options) => {
    if (options.age === 'newest') {
      lastCommits ??= read(dirname(file));
      const commit = (await lastCommits).get(resolve(file));
      if (commit) return {date: new Date(commit.timestamp), timestamp: commit.timestamp, ...(options.includeAuthor ? {author: commit.author} : {})};
    }
    return ownQuestion(file, options);
  };
  gitUtils.getFileCommitDate = Object.assign(fromOneLog, {ownQuestion});
}

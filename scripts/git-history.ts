/**
 * Whether the checkout has the git history that last-updated dates come from. A source
 * archive has no .git (or no git at all), a shallow clone has only its newest commit, which
 * would stamp every page with that commit's date, and an archive unpacked inside another
 * repository has none of its files in that repository's history: the site then shows no dates
 * rather than wrong ones. docusaurus.config.ts and the tests both ask this.
 */
import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';

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

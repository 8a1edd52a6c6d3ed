/**
 * Whether the checkout has the git history that last-updated dates come from. A source
 * archive has no .git (or no git at all), and a shallow clone has only its newest commit,
 * which would stamp every page with that commit's date: the site then shows no dates
 * rather than wrong ones. docusaurus.config.ts and the tests both ask this.
 */
import {execFileSync} from 'node:child_process';

export function hasFullGitHistory(dir: string): boolean {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: dir, stdio: ['ignore', 'pipe', 'ignore']});
    return shallow.toString().trim() === 'false';
  } catch {
    return false; // no git, or not a repository
  }
}

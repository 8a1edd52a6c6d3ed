/**
 * A page's `go run` line as a reader types it: `HTTP_PORT=8081 go run ./cmd/clock start -f
 * etc/clock.toml` gives the package, the environment and the arguments; buildGoRun builds
 * that package of the page's program, optionally with the reader's edit of one file.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {examplesBuildDir} from '../../scripts/examples';

export type GoRun = {env: Record<string, string>; pkg: string; args: string[]};

export function parseGoRun(command: string): GoRun {
  const words = command.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name] = value.join('=');
  }
  if (words[0] !== 'go' || words[1] !== 'run') throw new Error(`not a go run line: ${command}`);
  return {env, pkg: words[2], args: words.slice(3)};
}

type Entry = {locale: string; page: string; program: string; dir: string; package: string};

/** An edit of one file of the program, as the page tells the reader to make it. */
export type FileEdit = {file: string; edit: (code: string) => string};

/**
 * Builds package `pkg` (as in `go run ./cmd/shop`) of a page's program, as laid out by
 * npm run examples. An edit goes through go build -overlay, so the laid-out files stay.
 */
export function buildGoRun(page: string, program: string, pkg: string, change?: FileEdit): string {
  const entries = JSON.parse(readFileSync(join(examplesBuildDir, 'programs.json'), 'utf8')) as Entry[];
  const entry = entries.find((e) => e.locale === 'en' && e.page === page && e.program === program);
  if (!entry) throw new Error(`no program ${program} of ${page} in programs.json: run npm run examples`);
  const out = mkdtempSync(join(tmpdir(), 'mcube-docs-go-run-'));
  const args = ['build', '-o', join(out, 'bin')];
  if (change) {
    const original = join(entry.dir, entry.package, change.file);
    writeFileSync(join(out, 'edited.go'), change.edit(readFileSync(original, 'utf8')));
    writeFileSync(join(out, 'overlay.json'), JSON.stringify({Replace: {[original]: join(out, 'edited.go')}}));
    args.push('-overlay', join(out, 'overlay.json'));
  }
  execFileSync('go', [...args, `./${join(entry.package, pkg)}`], {cwd: entry.dir, stdio: ['ignore', 'ignore', 'inherit']});
  return join(out, 'bin');
}

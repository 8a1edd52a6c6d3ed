import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

export type GoSource = {label: string; code: string};

/** Returns the labels of the sources gofmt would change (or cannot parse), with its output. */
export function gofmtProblems(sources: GoSource[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'mcube-docs-gofmt-'));
  try {
    sources.forEach((source, index) => writeFileSync(join(dir, `block${index}.go`), source.code));
    const problems: string[] = [];
    sources.forEach((source, index) => {
      const file = join(dir, `block${index}.go`);
      try {
        const diff = execFileSync('gofmt', ['-d', file], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
        if (diff.trim()) problems.push(`${source.label}: not gofmt-clean\n${diff}`);
      } catch (error) {
        const stderr = (error as {stderr?: string}).stderr ?? String(error);
        problems.push(`${source.label}: gofmt cannot parse it\n${stderr}`);
      }
    });
    return problems;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

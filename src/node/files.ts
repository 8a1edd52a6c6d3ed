/** The one directory walker of the tests and scripts. */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';

/** Every file below `dir` whose name matches `pattern`, sorted, skipping `node_modules`. */
export function listFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(path, pattern);
      return pattern.test(entry.name) ? [path] : [];
    })
    .sort();
}

/** Markdown pages below `dir`; names starting with `_` are partials, not pages. */
export const listMarkdown = (dir: string): string[] =>
  listFiles(dir, /^[^_].*\.mdx?$/);

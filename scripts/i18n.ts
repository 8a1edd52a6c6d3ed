/**
 * Keeps the Chinese twins of the doc pages in step with the English pages.
 *
 *   npm run i18n                        lists missing and stale twins (exit 1 if any)
 *   npm run i18n -- stamp docs/a.md …   records the English version a twin translates
 *   npm run i18n -- headings docs/a.md  prints each heading's anchor id, for `{#id}`
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {relative, resolve} from 'node:path';
import {execFileSync} from 'node:child_process';
import {docTranslations, englishHash, headingIds, repoRoot, stampOf} from './i18n-files';

function status(): number {
  const problems = docTranslations().filter((doc) => doc.state !== 'current');
  for (const doc of problems) {
    console.log(`${doc.state.padEnd(8)} ${doc.english}  ->  ${doc.twin}`);
    if (doc.state === 'stale') console.log(staleDiff(doc.english, doc.stamp));
  }
  const total = docTranslations().length;
  console.log(`${total - problems.length} of ${total} doc pages have a current Chinese translation.`);
  return problems.length ? 1 : 0;
}

/** The English diff since the version the twin translates, found by its hash in git history. */
function staleDiff(english: string, stamp: string | undefined): string {
  try {
    const commits = execFileSync('git', ['log', '--format=%H', '--', english], {cwd: repoRoot, encoding: 'utf8'}).split('\n').filter(Boolean);
    for (const commit of commits) {
      const text = execFileSync('git', ['show', `${commit}:${english}`], {cwd: repoRoot, encoding: 'utf8'});
      if (englishHash(text) === stamp) {
        const diff = execFileSync('git', ['diff', commit, '--', english], {cwd: repoRoot, encoding: 'utf8'});
        return diff.replace(/^/gm, '    ');
      }
    }
  } catch {
    // Not a git checkout: no history to show.
  }
  return '    (the stamped English version is not in this checkout; compare the pages by hand)';
}

function stamp(files: string[]): void {
  for (const file of files) {
    const english = relative(repoRoot, resolve(file));
    const doc = docTranslations().find((candidate) => candidate.english === english);
    if (!doc) throw new Error(`${file} is not an English doc page under docs/`);
    const twinPath = resolve(repoRoot, doc.twin);
    const text = readFileSync(twinPath, 'utf8');
    const hash = englishHash(readFileSync(resolve(repoRoot, english), 'utf8'));
    const stamped = stampOf(text) !== undefined
      ? text.replace(/^translation_of:.*$/m, `translation_of: ${hash}`)
      : text.replace(/^---\n/, `---\ntranslation_of: ${hash}\n`);
    writeFileSync(twinPath, stamped);
    console.log(`${doc.twin}: translation_of ${hash}`);
  }
}

/** Anchor ids of an English page's headings, as the docs plugin derives them from the text. */
function headings(file: string): void {
  for (const heading of headingIds(readFileSync(resolve(file), 'utf8'))) {
    console.log(`${'#'.repeat(heading.depth)} ${heading.text}  {#${heading.id}}`);
  }
}

const [command, ...args] = process.argv.slice(2);
if (!command || command === 'status') process.exit(status());
else if (command === 'stamp') stamp(args);
else if (command === 'headings') args.forEach(headings);
else {
  console.error(`unknown command ${command}: use status, stamp or headings`);
  process.exit(2);
}

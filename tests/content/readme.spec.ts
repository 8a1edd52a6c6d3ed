/**
 * The README stays what a newcomer reads in two minutes (at most 200 lines, saying how to run
 * one part of the tests alone), and the documents it sends readers to exist: every relative
 * link of the repository's documents names a file that exists and, with a #fragment, one of
 * its headings; every reference to a section in code and documents, such as
 * (MAINTAINING.md, "Deploy"), names a heading that exists.
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {repoRoot} from '../../scripts/site-model';

const documents = ['README.md', 'CONTRIBUTING.md', 'MAINTAINING.md', 'WRITING.md', 'UPGRADING.md'];
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchor = (heading: string) =>
  heading
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** The headings of a Markdown document, outside code fences. */
function headings(file: string): string[] {
  const text = read(file).replace(/^```[\s\S]*?^```$/gm, '');
  return [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1].trim());
}

test('the README has at most 200 lines and links the documents it hands over to', () => {
  const readme = read('README.md');
  expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  for (const document of ['CONTRIBUTING.md', 'MAINTAINING.md', 'WRITING.md', 'UPGRADING.md']) {
    expect(readme, `README links ${document}`).toContain(`](${document}`);
  }
  // How to run one part of the tests alone: a content file, a browser spec, one test by title.
  expect(readme).toMatch(/^## How to run one part alone$/m);
  expect(readme).toMatch(/npx playwright test --project=content tests\/content\/\S+\.spec\.ts/);
  expect(readme).toMatch(/npx playwright test --project=e2e tests\/e2e\/\S+\.spec\.ts -g /);
});

test("every relative link of the repository's documents names a file, and a heading of it, that exist", () => {
  const broken: string[] = [];
  for (const document of documents) {
    // Links shown as code (a writer's example) are not links.
    const text = read(document).replace(/^```[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [path, fragment] = target.split('#');
      const file = path ? relative(repoRoot, join(repoRoot, dirname(document), path)) : document;
      if (!existsSync(join(repoRoot, file))) broken.push(`${document}: ${target} (no file)`);
      else if (fragment && file.endsWith('.md') && !headings(file).map(anchor).includes(fragment)) broken.push(`${document}: ${target} (no heading)`);
    }
  }
  expect(broken).toEqual([]);
});

test('every reference to a section of a document names a heading it has', () => {
  // Comments wrap: join each line to the next without the comment marks.
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {cwd: repoRoot, encoding: 'utf8'})
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|cjs|js|sh|md|conf|ya?ml)$/.test(file) && !/^(docs|i18n|node_modules)\//.test(file) && existsSync(join(repoRoot, file)));
  const references: string[] = [];
  const missing: string[] = [];
  for (const file of files) {
    const text = read(file).replace(/\s*\n\s*(?:\*|\/\/|#)?\s*/g, ' ');
    for (const [, document, section] of text.matchAll(/\b(README|CONTRIBUTING|MAINTAINING|WRITING|UPGRADING)(?:\.md)?,? "([^"]+)"/g)) {
      references.push(`${file}: ${document} "${section}"`);
      if (!headings(`${document}.md`).some((heading) => heading.replace(/`/g, '').startsWith(section))) missing.push(`${file}: ${document}.md has no section "${section}"`);
    }
  }
  expect(references.length).toBeGreaterThan(5);
  expect(missing).toEqual([]);
});

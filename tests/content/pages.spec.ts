import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {hasFullGitHistory} from '../../scripts/git-history';
import {join, relative} from 'node:path';
import {test, expect} from '@playwright/test';
import {loadSiteMarkdown, repoRoot} from '../../src/node/markdown';
import {listFiles} from '../../src/node/files';

const {docs, pages} = loadSiteMarkdown();

test('every doc and Markdown page has a title and a one-sentence description', () => {
  const missing = [...docs, ...pages].flatMap((file) => {
    const problems: string[] = [];
    const {title, description} = file.frontMatter;
    if (typeof title !== 'string' || !title.trim()) problems.push(`${file.name}: no title`);
    if (typeof description !== 'string' || description.trim().length < 20) {
      problems.push(`${file.name}: no description (one sentence of at least 20 characters)`);
    }
    return problems;
  });
  expect(missing).toEqual([]);
});

test('doc bodies use ## and ### headings only, each unique on its page', () => {
  const problems = docs.flatMap((file) => {
    const seen = new Set<string>();
    return file.headings.flatMap((heading) => {
      const issues: string[] = [];
      if (heading.depth === 1) issues.push(`${file.name}:${heading.line}: h1 in the body (the title is the h1)`);
      if (seen.has(heading.text)) issues.push(`${file.name}:${heading.line}: heading "${heading.text}" repeated`);
      seen.add(heading.text);
      return issues;
    });
  });
  expect(problems).toEqual([]);
});

/** Text that marks an unfinished page, or the generator's template left in place. */
const placeholderPattern =
  /coming soon|\bTODO\b|\bTBD\b|lorem ipsum|敬请期待|tutorial intro|docusaurus-social-card|docusaurus\.io|Docusaurus Tutorial|My Site|Dinosaurs are cool/i;

const sourceFiles = (dir: string) => listFiles(dir, /^[^_].*\.(mdx?|tsx?|css|json)$/);

test('no placeholder or template text in the site sources', () => {
  const files = [
    ...sourceFiles(join(repoRoot, 'docs')),
    ...sourceFiles(join(repoRoot, 'i18n')),
    ...sourceFiles(join(repoRoot, 'src')),
    join(repoRoot, 'docusaurus.config.ts'),
  ];
  const hits = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (placeholderPattern.test(line) ? [`${relative(repoRoot, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(hits).toEqual([]);
});

test('English prose is English: Chinese text appears only inside code blocks', () => {
  const hits = docs.filter((file) => file.locale === 'en').flatMap((file) =>
    file.prose.flatMap(({line, text}) => (/[\u3400-\u9fff]/.test(text) ? [`${file.name}:${line}: ${text.trim()}`] : [])),
  );
  expect(hits).toEqual([]);
});

test('every table column has a header (screen readers announce cells by it)', () => {
  const problems = [...docs, ...pages].flatMap((file) =>
    file.tables.flatMap((table) =>
      table.header.some((cell) => !cell.trim()) ? [`${file.name}:${table.line}: a header cell is empty`] : [],
    ),
  );
  expect(problems).toEqual([]);
});

test('last-updated dates come only from full git history', () => {
  // The real decision of docusaurus.config.ts, on a repository, a shallow clone and a folder.
  const dir = mkdtempSync(join(tmpdir(), 'mcube-docs-git-'));
  try {
    const git = (...args: string[]) => execFileSync('git', args, {cwd: dir, stdio: 'ignore'});
    mkdirSync(join(dir, 'full'));
    expect(hasFullGitHistory(join(dir, 'full')), 'a folder without .git').toBe(false);
    execFileSync('git', ['init', '-q', 'full'], {cwd: dir});
    // The site's configuration, committed: the repository is the site's own.
    writeFileSync(join(dir, 'full', 'docusaurus.config.ts'), 'export default {};\n');
    execFileSync('git', ['add', 'docusaurus.config.ts'], {cwd: join(dir, 'full')});
    for (const message of ['one', 'two']) {
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', message], {cwd: join(dir, 'full')});
    }
    expect(hasFullGitHistory(join(dir, 'full')), 'a full repository').toBe(true);
    git('clone', '-q', '--depth', '1', `file://${join(dir, 'full')}`, 'shallow');
    expect(hasFullGitHistory(join(dir, 'shallow')), 'a shallow clone').toBe(false);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

/**
 * The pages and mcube v2.1.10 agree both ways: every config object mcube ships has a page
 * (or a named place on one) in each language, and every mcube import path and exported name a
 * page uses exists in that release (facts/mcube-v2.1.10.json, written from mcube's source).
 */
import {test, expect} from '@playwright/test';
import facts from '../../facts/mcube-v2.1.10.json';
import {loadSiteMarkdown, type MarkdownFile} from '../../src/node/markdown';

const {docs} = loadSiteMarkdown();
const packages = facts.packages as Record<string, {name: string; exported: string[]}>;
const modulePath = facts.module;

/**
 * Paths a page names on purpose although v2.1.10 does not have them: the CLI page lists what
 * the old project templates import and this release no longer has.
 */
const namedAsMissing = new Set([`${modulePath}/logger`, `${modulePath}/logger/zap`]);

/** Prose names of another package that has the same name as an mcube one (go-playground's validator). */
const otherPackagesNames = new Set(['validator.New', 'validator.InvalidValidationError']);

const importPathPattern = new RegExp(`${modulePath.replace(/[./]/g, '\\$&')}(?:/[A-Za-z0-9_./-]*[A-Za-z0-9_])?`, 'g');

function fileText(file: MarkdownFile): string {
  return [...file.prose.map((line) => line.text), ...file.blocks.map((block) => block.code)].join('\n');
}

test('every config object of mcube v2.1.10 has a page or a named place on one, in each language', () => {
  const problems: string[] = [];
  for (const locale of ['en', 'zh-Hans'] as const) {
    const pages = docs.filter((file) => file.locale === locale);
    for (const object of facts.objects) {
      const namesPath = (file: MarkdownFile) => new RegExp(`${object.importPath.replace(/[./]/g, '\\$&')}(?![\\w/-])`).test(fileText(file));
      const hasKeyTable = (file: MarkdownFile) =>
        object.section !== null && file.tables.some((table) => table.heading?.text.includes(`\`[${object.section}]\``));
      if (!pages.some((file) => namesPath(file) || hasKeyTable(file))) {
        problems.push(`${locale}: no page names ${object.importPath} (object ${object.name})`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('every mcube import path a page names exists in v2.1.10', () => {
  const problems: string[] = [];
  for (const file of docs) {
    for (const match of fileText(file).matchAll(importPathPattern)) {
      let path = match[0];
      // -ldflags "-X …/application.GIT_TAG=…" names a variable of a package.
      const variable = path.match(/^(.*)\.([A-Z][A-Z0-9_]*)$/);
      if (variable && packages[variable[1]]) {
        if (!packages[variable[1]].exported.includes(variable[2])) problems.push(`${file.name}: ${variable[1]} has no ${variable[2]}`);
        continue;
      }
      path = path.replace(/\.\.\.$/, '');
      if (path !== modulePath && !packages[path] && !namedAsMissing.has(path)) problems.push(`${file.name}: ${path} is not a package of mcube v2.1.10`);
    }
  }
  for (const path of namedAsMissing) expect(packages[path], `${path} exists: drop it from namedAsMissing`).toBeUndefined();
  expect(problems).toEqual([]);
});

/** The packages one Go block imports, by the name its code uses (mcube's or not). */
function blockImports(code: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const [, alias, path] of code.matchAll(/^\s*(?:import\s+)?(\w+\s+)?"([^"]+)"\s*$/gm)) {
    const name = alias?.trim() ?? packages[path]?.name ?? path.split('/').at(-1)!;
    if (name !== '_' && name !== '.') imports.set(name, path);
  }
  return imports;
}

/**
 * The mcube packages a page's fragments and prose may refer to: a name every importing block
 * of the page gives to the same mcube package (grpc.md imports both the standard log and
 * mcube's log, so `log.` there is left alone).
 */
function pageImports(file: MarkdownFile): Map<string, string> {
  const paths = new Map<string, Set<string>>();
  for (const block of file.blocks.filter((b) => b.language === 'go')) {
    for (const [name, path] of blockImports(block.code)) paths.set(name, (paths.get(name) ?? new Set()).add(path));
  }
  const imports = new Map<string, string>();
  for (const [name, set] of paths) {
    const [path] = set;
    if (set.size === 1 && packages[path]) imports.set(name, path);
  }
  return imports;
}

test('every exported mcube name a page uses exists in v2.1.10', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const file of docs) {
    const shared = pageImports(file);
    const check = (text: string, at: string, imports: Map<string, string>) => {
      for (const [, name, identifier] of text.matchAll(/(?<![\w.])(\w+)\.([A-Z]\w*)/g)) {
        const path = imports.get(name);
        if (!path || !packages[path] || otherPackagesNames.has(`${name}.${identifier}`)) continue;
        checked += 1;
        if (!packages[path].exported.includes(identifier)) problems.push(`${at}: ${name}.${identifier} is not in ${path} at v2.1.10`);
      }
    };
    for (const block of file.blocks.filter((b) => b.language === 'go')) {
      // Strings and comments are text, not code.
      const own = blockImports(block.code);
      check(block.code.replace(/"(?:[^"\\\n]|\\.)*"|`[^`]*`|\/\/.*$/gm, '""'), `${file.name}:${block.line}`, own.size ? own : shared);
    }
    for (const {line, text} of file.prose) {
      for (const [, code] of text.matchAll(/`([^`]+)`/g)) check(code, `${file.name}:${line}`, shared);
    }
  }
  for (const name of otherPackagesNames) {
    const [pkg, identifier] = name.split('.');
    const path = Object.keys(packages).find((candidate) => packages[candidate].name === pkg && candidate.includes('/ioc/config/'));
    expect(path && packages[path].exported.includes(identifier), `${name} is mcube's now: drop it from otherPackagesNames`).toBeFalsy();
  }
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThan(500);
});

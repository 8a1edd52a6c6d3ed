/**
 * Imports point one way: the site's code (src/) never reaches up into the command-line scripts
 * or the tests; code both need lives in src/node/ (Node-only modules of the build: the file
 * walker, the locales' folders, the Markdown reader, the compression), which imports neither.
 * And no two modules import each other, directly or through others.
 */
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {test, expect} from '@playwright/test';
import {listFiles} from '../../src/node/files';
import {repoRoot} from '../../src/node/locales';

const sourceFiles = ['src', 'scripts', 'tests', 'tools']
  .flatMap((dir) => listFiles(join(repoRoot, dir), /\.(ts|tsx)$/))
  .concat(['docusaurus.config.ts', 'sidebars.ts', 'playwright.config.ts'].map((file) => join(repoRoot, file)));

/** The repository files a module imports by a relative path or the `@site/` alias. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? match[2] ?? match[3]);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@site/') ? join(repoRoot, specifier.slice('@site/'.length)) : specifier.startsWith('.') ? resolve(dirname(file), specifier) : undefined;
    if (!base) return [];
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((path) => existsSync(path) && /\.tsx?$/.test(path));
    return found ? [found] : [];
  });
}

const graph = new Map(sourceFiles.map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(repoRoot, file);

test('nothing under src/ imports from scripts/ or tests/', () => {
  const upward = [...graph].flatMap(([file, imports]) =>
    name(file).startsWith('src/') ? imports.filter((target) => /^(scripts|tests)\//.test(name(target))).map((target) => `${name(file)} → ${name(target)}`) : [],
  );
  expect(graph.size).toBeGreaterThan(100);
  expect(upward).toEqual([]);
});

test('no two modules import each other, directly or through others', () => {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...path.slice(path.indexOf(file)), file].map(name).join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file, []);
  expect(cycles).toEqual([]);
});

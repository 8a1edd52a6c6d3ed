import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {codeLinksFile, goBlocks} from '../../scripts/examples';
import {codeKey, type CodeLinks} from '../../src/code-links/key';
import facts from '../../facts/mcube-v2.1.10.json';

/**
 * examples/code-links.json is written by npm run examples from the type-checked blocks. Like a
 * Markdown twin, it goes stale when a block's code changes: every Go block, in both languages,
 * must have its entry (a mistake's or an exempted block's links what the type checker
 * resolves), and every entry a block.
 */
const links = JSON.parse(readFileSync(codeLinksFile, 'utf8')) as CodeLinks;
const compiled = goBlocks().filter((block) => !block.attrs.title?.endsWith('.proto'));

test('the code links cover every compiled Go block, and nothing else', () => {
  expect(compiled.length).toBeGreaterThan(400);
  const stale = compiled.filter((block) => !(codeKey(block.code) in links.blocks)).map((block) => `${block.source}:${block.line}`);
  expect(stale, 'blocks whose code changed since the links were written: run npm run examples').toEqual([]);
  const keys = new Set(compiled.map((block) => codeKey(block.code)));
  expect(Object.keys(links.blocks).filter((key) => !keys.has(key)), 'entries of no block').toEqual([]);
});

test("each link's range is an exported identifier of its block, its target a pkg.go.dev anchor at a version", () => {
  const problems: string[] = [];
  for (const block of compiled) {
    const lines = block.code.split('\n');
    for (const [line, column, length, target] of links.blocks[codeKey(block.code)] ?? []) {
      const text = lines[line - 1]?.slice(column, column + length) ?? '';
      const [href, title] = links.targets[target];
      const anchor = href.split('#')[1] ?? '';
      if (!/^[A-Z]\w*$/.test(text) || !new RegExp(`(^|\\.)${text}$`).test(anchor)) problems.push(`${block.source}:${block.line}: ${line}:${column} "${text}" → ${href}`);
      if (!/^https:\/\/pkg\.go\.dev\/[\w.\-/]+@v[\w.\-+]+#\w+(\.\w+)?$/.test(href) || !title.includes(text)) problems.push(`${href} "${title}"`);
    }
  }
  expect(problems).toEqual([]);
});

/** The exported names of each mcube package at v2.1.10, from the facts (written from mcube's source). */
const mcubeExported = new Map(Object.entries(facts.packages as Record<string, {exported: string[]}>).map(([path, {exported}]) => [path, new Set(exported)]));

/** The anchors of mcube targets whose first name the package does not export, as "href". */
export function unknownMcubeAnchors(targets: CodeLinks['targets']): string[] {
  return targets.flatMap(([href]) => {
    const [, path, anchor] = /^https:\/\/pkg\.go\.dev\/(github\.com\/infraboard\/mcube\/v2[^@]*)@[^#]+#(.*)$/.exec(href) ?? [];
    if (!path) return [];
    return mcubeExported.get(path)?.has(anchor.split('.')[0]) ? [] : [href];
  });
}

test("every mcube link's anchor names what its package exports at v2.1.10", () => {
  const mcube = links.targets.filter(([href]) => href.includes('/infraboard/mcube/v2'));
  expect(mcube.length).toBeGreaterThan(100);
  expect(unknownMcubeAnchors(links.targets)).toEqual([]);
  // A planted wrong anchor is caught: a name the package does not export.
  const [href, title] = mcube[0];
  expect(unknownMcubeAnchors([[href.replace(/#.*/, '#NoSuchName'), title]])).toHaveLength(1);
});

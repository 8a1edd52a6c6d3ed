import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {codeLinksFile, goBlocks} from '../../scripts/examples';
import {codeKey, type CodeLinks} from '../../src/code-links/key';

/**
 * examples/code-links.json is written by npm run examples from the compiled blocks. Like a
 * Markdown twin, it goes stale when a block's code changes: every Go block that compiles, in
 * both languages, must have its entry, and every entry a block (mistakes and exempted blocks
 * have none).
 */
const links = JSON.parse(readFileSync(codeLinksFile, 'utf8')) as CodeLinks;
const compiled = goBlocks().filter((block) => !block.attrs.title?.endsWith('.proto') && !block.attrs.exempt && !block.attrs.mistake);

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

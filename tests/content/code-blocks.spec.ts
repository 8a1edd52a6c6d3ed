import {test, expect} from '@playwright/test';
import {parse as parseToml} from 'smol-toml';
import {parseAllDocuments} from 'yaml';
import {loadSiteMarkdown, type CodeBlock} from '../../src/node/markdown';
import {gofmtProblems} from './gofmt';
import {codeLanguages} from '../../src/prism-languages';
import {mainGo} from '../../src/components/HelloService/snippets';
import sitePrism from '../../src/prism/prism';

/** Languages the highlighter knows. */
const knownLanguages = new Set(codeLanguages);

const {docs, pages} = loadSiteMarkdown();
const blocks: CodeBlock[] = [...docs, ...pages].flatMap((file) => file.blocks);
const where = (block: CodeBlock) => `${block.file}:${block.line}`;

test('there are pages and code blocks to check', () => {
  expect(docs.length).toBeGreaterThan(0);
  expect(blocks.length).toBeGreaterThan(0);
});

test('every code fence names a language the highlighter knows', () => {
  const unnamed = blocks.filter((block) => !block.language).map(where);
  expect(unnamed, 'fences without a language').toEqual([]);
  const unknown = blocks.filter((block) => block.language && !knownLanguages.has(block.language));
  expect(unknown.map((block) => `${where(block)} ${block.language}`), 'unknown languages').toEqual([]);
});

test("the site's Prism has a grammar for every language a fence may name", () => {
  const missing = [...knownLanguages].filter((language) => language !== 'text' && !sitePrism.languages[language]);
  expect(missing, 'languages without a grammar').toEqual([]);
});

test('every Go block that starts with package is gofmt-clean', () => {
  const files = blocks.filter((block) => block.language === 'go' && /^package\s/.test(block.code));
  const sources = files.map((block) => ({label: where(block), code: block.code}));
  sources.push({label: 'home page hello service (src/components/HelloService/snippets.ts)', code: mainGo});
  expect(gofmtProblems(sources)).toEqual([]);
});

test('every TOML block parses', () => {
  const errors = blocks
    .filter((block) => block.language === 'toml')
    .flatMap((block) => {
      try {
        parseToml(block.code);
        return [];
      } catch (error) {
        return [`${where(block)}: ${(error as Error).message}`];
      }
    });
  expect(errors).toEqual([]);
});

test('every JSON block parses', () => {
  const errors = blocks
    .filter((block) => block.language === 'json')
    .flatMap((block) => {
      try {
        JSON.parse(block.code);
        return [];
      } catch (error) {
        return [`${where(block)}: ${(error as Error).message}`];
      }
    });
  expect(errors).toEqual([]);
});

test('every YAML block parses', () => {
  const errors = blocks
    .filter((block) => block.language === 'yaml')
    .flatMap((block) =>
      parseAllDocuments(block.code).flatMap((doc) =>
        'errors' in doc ? doc.errors.map((error) => `${where(block)}: ${error.message}`) : [],
      ),
    );
  expect(errors).toEqual([]);
});

test('no code block swallows the page after it (an opening fence inside a block means a closing one is missing)', () => {
  // An opening fence (with a language) cannot close a block, so it becomes code, and so does
  // everything up to the next bare fence. A block that shows fences must use a longer fence.
  const swallowing = blocks.flatMap((block) =>
    block.code
      .split('\n')
      .flatMap((line, index) => (/^\s*(`{3,}|~{3,})[^\s`~]/.test(line) ? [`${where(block)}: line ${block.line + index + 1} opens a fence inside this block`] : [])),
  );
  expect(swallowing).toEqual([]);
});

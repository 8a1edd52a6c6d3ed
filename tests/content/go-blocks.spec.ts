import {test, expect} from '@playwright/test';
import {relative} from 'node:path';
import {loadSiteMarkdown, type CodeBlock} from '../../src/node/markdown';
import {fenceAttributes} from '../../scripts/examples';
import {docsDir} from '../../scripts/site-model';

/**
 * The Chinese pages compile because their Go is the English Go: a Chinese block may differ
 * from its twin only in comments and in strings shown to people (a translated string holds
 * Chinese). npm run examples builds both languages; this says why they cannot drift apart.
 */

type Token = {kind: 'code' | 'string' | 'raw'; text: string};

/** Go source as tokens: comments dropped, string literals kept whole, the rest split on space. */
export function goTokens(code: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let word = '';
  const flush = () => {
    if (word) tokens.push({kind: 'code', text: word});
    word = '';
  };
  while (i < code.length) {
    const rest = code.slice(i);
    if (rest.startsWith('//')) {
      flush();
      i = code.indexOf('\n', i) === -1 ? code.length : code.indexOf('\n', i);
    } else if (rest.startsWith('/*')) {
      flush();
      i = code.indexOf('*/', i + 2) + 2;
    } else if (code[i] === '"' || code[i] === "'") {
      flush();
      const quote = code[i];
      let end = i + 1;
      while (end < code.length && code[end] !== quote) end += code[end] === '\\' ? 2 : 1;
      tokens.push({kind: 'string', text: code.slice(i, end + 1)});
      i = end + 1;
    } else if (code[i] === '`') {
      flush();
      const end = code.indexOf('`', i + 1);
      tokens.push({kind: 'raw', text: code.slice(i, end + 1)});
      i = end + 1;
    } else if (/\s/.test(code[i])) {
      flush();
      i += 1;
    } else {
      word += code[i];
      i += 1;
    }
  }
  flush();
  return tokens;
}

const chinese = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;

/** Where the Chinese block's Go differs from the English block's, or null. */
export function goDifference(english: string, translated: string): string | null {
  const en = goTokens(english);
  const zh = goTokens(translated);
  const length = Math.max(en.length, zh.length);
  for (let i = 0; i < length; i += 1) {
    const a = en[i];
    const b = zh[i];
    if (a && b && a.kind === b.kind && (a.text === b.text || (a.kind === 'string' && chinese.test(b.text)))) continue;
    return `English ${a ? a.text : '(end)'} against Chinese ${b ? b.text : '(end)'}`;
  }
  return null;
}

const {docs} = loadSiteMarkdown();
const pageId = (doc: (typeof docs)[number]) => relative(docsDir(doc.locale), doc.path);
const goBlocksOf = (doc: (typeof docs)[number]) => doc.blocks.filter((block) => block.language === 'go');

test('the tokenizer drops comments and keeps strings whole', () => {
  expect(goTokens('x := "a // b" // note\n/* c */ y')).toEqual([
    {kind: 'code', text: 'x'},
    {kind: 'code', text: ':='},
    {kind: 'string', text: '"a // b"'},
    {kind: 'code', text: 'y'},
  ]);
  expect(goDifference('fmt.Println("hello") // greet', 'fmt.Println("你好") // 问候')).toBeNull();
  expect(goDifference('x := 1', 'x := 2')).not.toBeNull();
  expect(goDifference('`json:"name"`', '`json:"名字"`')).not.toBeNull();
});

test('every Chinese Go block is its English twin, but for comments and strings shown to people', () => {
  const problems: string[] = [];
  for (const english of docs.filter((doc) => doc.locale === 'en')) {
    const twin = docs.find((doc) => doc.locale === 'zh-Hans' && pageId(doc) === pageId(english));
    if (!twin) continue;
    const enBlocks = goBlocksOf(english);
    const zhBlocks = goBlocksOf(twin);
    if (enBlocks.length !== zhBlocks.length) {
      problems.push(`${twin.name}: ${zhBlocks.length} Go blocks, its English twin has ${enBlocks.length}`);
      continue;
    }
    enBlocks.forEach((block: CodeBlock, index) => {
      const other = zhBlocks[index];
      const where = `${other.file}:${other.line} (English ${block.file}:${block.line})`;
      if (JSON.stringify(fenceAttributes(block.meta)) !== JSON.stringify(fenceAttributes(other.meta))) {
        problems.push(`${where}: fence attributes differ: ${block.meta} | ${other.meta}`);
      }
      const difference = goDifference(block.code, other.code);
      if (difference) problems.push(`${where}: ${difference}`);
    });
  }
  expect(problems).toEqual([]);
});

import {test, expect} from '@playwright/test';
import {cutChinese, searchTerms} from '../../src/search/engine';

// What the search box searches for a query: the engine's own words (src/search/engine.ts).

test('Chinese is cut into the index words, with as few lone characters and then as many words as possible', () => {
  // The browser's segmenter cuts 端口号 as 端 口号; the index holds 端口.
  expect(cutChinese('端口号', new Set(['端口', '口号']))).toEqual(['端口', '号']);
  // Two index words, each of which also finds longer words that start with it, before one.
  expect(cutChinese('过期时间', new Set(['过期', '时间', '过期时间']))).toEqual(['过期', '时间']);
  // A whole word before a word and a lone character.
  expect(cutChinese('连接池', new Set(['连接', '连接池']))).toEqual(['连接池']);
  expect(cutChinese('预检', new Set())).toEqual(['预', '检']);
});

test('a query on a Chinese page: question words and lone characters go, identifiers are cut as the index holds them', () => {
  const indexWords = new Set(['过期', '时间', '端口', '修改', '怎么']);
  expect(searchTerms('锁的过期时间', indexWords)).toEqual(['过期', '时间']);
  expect(searchTerms('怎么修改 HTTP 端口号', indexWords)).toEqual(['修改', 'http', '端口']);
  expect(searchTerms('VAULT_TOKEN', indexWords)).toEqual(['vault', 'token']);
  // Only lone characters: they are all there is to search.
  expect(searchTerms('锁', indexWords)).toEqual(['锁']);
});

test('a query on an English page keeps identifiers whole and drops question words', () => {
  expect(searchTerms('how do I set VAULT_TOKEN')).toEqual(['set', 'vault_token']);
});

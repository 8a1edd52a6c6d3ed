import type {Page} from '@playwright/test';
import {test, expect, routes, gotoHydrated} from './site';

/**
 * Every table of every route, at the widths readers use, in both colour modes: no code span
 * (an identifier, a value) is broken between two letters, no column head inside a word, no
 * table is wider than the article's column (unless it scrolls in a focusable frame of its own),
 * and the page never scrolls sideways. A line may break inside code only at a space or after `_ . / -`
 * (where src/markdown/rehypeTableBreaks.ts puts a <wbr>), or between Chinese characters.
 * One visit per route, resized through the widths. The figures per width are printed.
 */
const widths = [390, 768, 1024, 1280, 1600];
const modes = ['light', 'dark'] as const;

type Found = {blocks: number; codes: number; broken: string[]; heads: string[]; overflowing: string[]; scrollWidth: number; width: number};

/** Runs in the page: what the tables of the article look like at the current width. */
function measureTables(): Found {
  const cjk = /[\u3000-\u9fff\uff00-\uffef]/;
  const allowedAfter = /[\s_./-]/;
  // The characters of an element with each one's line (its top), hidden ones left out.
  const lines = (element: Element) => {
    const chars: {char: string; top: number; height: number}[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = [...range.getClientRects()].find((r) => r.width > 0);
        chars.push({char: text[i], top: rect ? rect.top : NaN, height: rect ? rect.height : 0});
      }
    }
    return chars;
  };
  // `st|rin|g`: the text with a bar wherever a line ends between two characters that may not part.
  const breaksInside = (element: Element): string | undefined => {
    if (element.getClientRects().length < 2) return undefined;
    const chars = lines(element);
    let shown = '';
    let broken = false;
    let previous: (typeof chars)[number] | undefined;
    let spaceSince = false;
    for (const current of chars) {
      if (/\s/.test(current.char) || Number.isNaN(current.top)) {
        spaceSince ||= /\s/.test(current.char);
        shown += current.char;
        continue;
      }
      if (previous && current.top > previous.top + previous.height / 2) {
        const allowed = spaceSince || allowedAfter.test(previous.char) || cjk.test(previous.char) || cjk.test(current.char);
        shown += allowed ? '¦' : '|';
        broken ||= !allowed;
      }
      shown += current.char;
      previous = current;
      spaceSince = false;
    }
    return broken ? shown.trim() : undefined;
  };
  const tables = [...document.querySelectorAll<HTMLTableElement>('article table')].filter((table) => table.getClientRects().length > 0);
  const codes = tables.flatMap((table) => [...table.querySelectorAll('code')]).filter((code) => code.getClientRects().length > 0);
  // A column head breaks only between its words; a run of up to four Chinese characters is a word
  // (类型, 默认值, 环境变量), a longer one a phrase. Heads kept for screen readers only are not drawn.
  const heads = tables.flatMap((table) => [...table.querySelectorAll('th')]).filter((head) => {
    if (head.closest('thead')!.getBoundingClientRect().width <= 1) return false;
    const walker = document.createTreeWalker(head, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/(?<![\u3000-\u9fff\uff00-\uffef])[\u3000-\u9fff\uff00-\uffef]{1,4}(?![\u3000-\u9fff\uff00-\uffef])|[^\s\u3000-\u9fff\uff00-\uffef-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, word.index!);
        range.setEnd(node, word.index! + word[0].length);
        if (new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1) return true;
      }
    }
    return false;
  });
  // A table wider than the article's column overlaps what is beside it, unless it scrolls in a
  // frame of its own that the keyboard can reach.
  const overflowing = tables
    .filter((table) => {
      const frame = table.scrollWidth > table.clientWidth + 1 && getComputedStyle(table).overflowX === 'auto' && table.tabIndex === 0;
      return !frame && table.getBoundingClientRect().right > table.parentElement!.getBoundingClientRect().right + 1;
    })
    .map((table) => [...table.querySelectorAll('th')].map((head) => head.textContent).join('|'));
  return {
    // Code in a cell stays inline code (rehypeTables.ts keeps MDX from making it a code block).
    blocks: tables.filter((table) => table.querySelector('pre')).length,
    codes: codes.length,
    overflowing,
    broken: codes.flatMap((code) => breaksInside(code) ?? []),
    heads: heads.map((head) => head.textContent ?? ''),
    scrollWidth: document.scrollingElement!.scrollWidth,
    width: window.innerWidth,
  };
}

async function setMode(page: Page, mode: (typeof modes)[number]) {
  await page.evaluate((theme: string) => document.documentElement.setAttribute('data-theme', theme), mode);
}

for (const route of routes) {
  test(`tables of ${route.path} keep identifiers whole at ${widths.join(', ')} px`, async ({page}) => {
    await page.setViewportSize({width: widths[0], height: 900});
    await gotoHydrated(page, route.path);
    const problems: string[] = [];
    const figures: Record<string, string> = {};
    for (const width of widths) {
      await page.setViewportSize({width, height: 900});
      for (const mode of modes) {
        await setMode(page, mode);
        const found = await page.evaluate(measureTables);
        figures[`${width} ${mode}`] = `${found.broken.length}/${found.codes}`;
        const at = `${width} px, ${mode}`;
        if (found.broken.length) problems.push(`${at}: ${found.broken.length} of ${found.codes} code spans broken inside a word: ${found.broken.slice(0, 8).join('  ')}`);
        if (found.heads.length) problems.push(`${at}: column heads broken inside a word: ${found.heads.join(', ')}`);
        if (found.blocks) problems.push(`${at}: ${found.blocks} tables with a code block in a cell`);
        if (found.overflowing.length) problems.push(`${at}: tables wider than the column: ${found.overflowing.join('; ')}`);
        if (found.scrollWidth > found.width) problems.push(`${at}: the page scrolls sideways (${found.scrollWidth} > ${found.width} px)`);
      }
    }
    // Broken/all code spans in tables per width and mode, for the before-and-after figures.
    console.log(`tables ${route.path} ${JSON.stringify(figures)}`);
    expect(problems, route.path).toEqual([]);
  });
}

/**
 * Reads the site's Markdown sources and splits them into the parts the content checks
 * look at: front matter, fenced code blocks, headings and key tables.
 */
import {existsSync, readFileSync} from 'node:fs';
import {relative} from 'node:path';
import {parse as parseYaml} from 'yaml';
import {listMarkdown} from './files';
import {docsDir, locales, pagesDir, repoRoot, type Locale} from './locales';

export {repoRoot};

export type CodeBlock = {
  file: string;
  line: number;
  language: string;
  meta: string;
  code: string;
};

export type Heading = {line: number; depth: number; text: string};

export type Table = {
  file: string;
  line: number;
  header: string[];
  rows: {line: number; cells: string[]}[];
  /** The nearest heading above the table, if any. */
  heading?: Heading;
};

export type MarkdownFile = {
  path: string;
  locale: Locale;
  /** Path relative to the repository, for messages. */
  name: string;
  frontMatter: Record<string, unknown>;
  blocks: CodeBlock[];
  headings: Heading[];
  tables: Table[];
  /** Source lines outside code blocks (front matter excluded), with their line numbers. */
  prose: {line: number; text: string}[];
};

export function splitTableRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  // Split on pipes that are not escaped and not inside inline code.
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner[i];
    if (char === '\\' && inner[i + 1] === '|') {
      cell += '|';
      i += 1;
    } else if (char === '`') {
      inCode = !inCode;
      cell += char;
    } else if (char === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell.trim());
  return cells;
}

export function parseMarkdown(path: string, locale: Locale = 'en'): MarkdownFile {
  const name = relative(repoRoot, path);
  // Line endings and the front matter fences are read as the generator reads them.
  const lines = readFileSync(path, 'utf8').replace(/\r\n?/g, '\n').split('\n');
  let frontMatter: Record<string, unknown> = {};
  let start = 0;
  const isFence = (line: string) => /^---[ \t]*$/.test(line);
  if (isFence(lines[0])) {
    const end = lines.findIndex((line, index) => index > 0 && isFence(line));
    frontMatter = (parseYaml(lines.slice(1, end).join('\n')) ?? {}) as Record<string, unknown>;
    start = end + 1;
  }

  const blocks: CodeBlock[] = [];
  const headings: Heading[] = [];
  const tables: Table[] = [];
  const prose: {line: number; text: string}[] = [];
  let fence: {marker: string; indent: number; line: number; language: string; meta: string; body: string[]} | null = null;
  let table: Table | null = null;

  for (let i = start; i < lines.length; i += 1) {
    const text = lines[i];
    const lineNo = i + 1;
    if (fence) {
      const closing = text.match(/^(\s*)(`{3,}|~{3,})\s*$/);
      if (closing && closing[2][0] === fence.marker[0] && closing[2].length >= fence.marker.length) {
        blocks.push({file: name, line: fence.line, language: fence.language, meta: fence.meta, code: fence.body.join('\n') + '\n'});
        fence = null;
      } else {
        fence.body.push(text.slice(Math.min(fence.indent, text.length - text.trimStart().length)));
      }
      continue;
    }
    const opening = text.match(/^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/);
    if (opening) {
      table = null;
      fence = {marker: opening[2], indent: opening[1].length, line: lineNo, language: opening[3], meta: opening[4], body: []};
      continue;
    }
    prose.push({line: lineNo, text});
    const heading = text.match(/^(#{1,6})\s+(.*)$/);
    if (heading) {
      headings.push({line: lineNo, depth: heading[1].length, text: heading[2].trim()});
      table = null;
      continue;
    }
    if (/^\s*\|.*\|\s*$/.test(text)) {
      const cells = splitTableRow(text);
      if (!table) {
        table = {file: name, line: lineNo, header: cells, rows: [], heading: headings.at(-1)};
        tables.push(table);
      } else if (!cells.every((cell) => /^:?-{3,}:?$/.test(cell))) {
        table.rows.push({line: lineNo, cells});
      }
    } else {
      table = null;
    }
  }
  if (fence) throw new Error(`${name}:${fence.line}: code block never closed`);
  return {path, locale, name, frontMatter, blocks, headings, tables, prose};
}

/** Every doc page and every Markdown page of the pages plugin, in every locale. */
export function loadSiteMarkdown(): {docs: MarkdownFile[]; pages: MarkdownFile[]} {
  const load = (dir: (locale: Locale) => string) =>
    locales.flatMap((locale) => (existsSync(dir(locale)) ? listMarkdown(dir(locale)).map((file) => parseMarkdown(file, locale)) : []));
  return {docs: load(docsDir), pages: load(pagesDir)};
}

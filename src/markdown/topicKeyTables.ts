/**
 * Where the docs explain each config section: the topic page whose key table documents it
 * (the table under a heading that names the section, WRITING.md), that heading's anchor, and
 * the table's Default cell of each key, in one language. Read from the Markdown sources at
 * build time, so the generated reference pages follow the topic pages without hand edits.
 */
import {dirname, relative} from 'node:path';
import {listMarkdown} from '../node/files';
import {docsDir, type Locale} from '../node/locales';
import {parseMarkdown} from '../node/markdown';

export type TopicTable = {
  /** The topic page's file. */
  file: string;
  /** Its sidebar label or title, in the page's language. */
  title: string;
  /** The id of the heading above the key table. */
  anchor: string;
  /** Key → the table's Default cell, as written. */
  defaults: Record<string, string>;
};

export type Topics = {
  /** Section → the key table that documents it. */
  tables: Record<string, TopicTable>;
  /** Every page of the language, for sections without keys (found by their import path). */
  pages: {file: string; title: string; text: string}[];
};

/**
 * The id Docusaurus gives a heading: its explicit `{#id}`, else GitHub's slug of its text
 * (`Keys of \`[log.console]\`` → `keys-of-logconsole`). A wrong one fails the build (onBrokenAnchors).
 */
const headingAnchor = (text: string): string =>
  /\{#([^}]+)\}\s*$/.exec(text)?.[1] ??
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');

/**
 * A section documented on several pages links to the page with the fewest key tables: the
 * page about that component (vault.md) rather than one that also configures it (mysql.md).
 */
export function topicTables(locale: Locale): Topics {
  const candidates: Record<string, {table: TopicTable; tablesOnPage: number}[]> = {};
  const pages: Topics['pages'] = [];
  for (const path of listMarkdown(docsDir(locale))) {
    const markdown = parseMarkdown(path, locale);
    const title = String(markdown.frontMatter.sidebar_label ?? markdown.frontMatter.title ?? '');
    pages.push({file: path, title, text: markdown.blocks.map((block) => block.code).join('\n') + markdown.prose.map((line) => line.text).join('\n')});
    const keyTables = markdown.tables.filter((table) => table.header.length === 5 && /`\[[\w.]+\]`/.test(table.heading?.text ?? ''));
    for (const table of keyTables) {
      const section = /`\[([\w.]+)\]`/.exec(table.heading!.text)![1];
      const defaults = Object.fromEntries(table.rows.map(({cells}) => [cells[0].replace(/`/g, '').trim(), cells[3]]));
      (candidates[section] ??= []).push({table: {file: path, title, anchor: headingAnchor(table.heading!.text), defaults}, tablesOnPage: keyTables.length});
    }
  }
  const tables = Object.fromEntries(
    Object.entries(candidates).map(([section, found]) => [section, [...found].sort((a, b) => a.tablesOnPage - b.tablesOnPage)[0].table]),
  );
  return {tables, pages};
}

/** A relative link from one doc file to another's heading, which the docs plugin resolves and checks. */
export const linkBetween = (from: string, to: string, anchor?: string): string =>
  `${relative(dirname(from), to).split('\\').join('/')}${anchor ? `#${anchor}` : ''}`;

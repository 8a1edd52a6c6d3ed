/**
 * How the docs' tables read at every width (with custom.css):
 * - a long identifier in a table may break after `_`, `.`, `/` or `-` (`DATASOURCE_|HOST`,
 *   `ioc.|DevelopmentSetup`), never between two letters: tables draw code with
 *   `overflow-wrap: normal`, so code breaks only at its spaces and at these `<wbr>` hints, and
 *   only when its column or card is narrower than the span. Short spans get none:
 *   `"127.0.0.1"`, `string` or `3306` always fit and stay whole. A part of a span with characters
 *   after which the browser would break on its own (`?`, `:`, `=`, `<`, `[`) is kept on one line;
 * - each cell of a table without labels of its own (key tables have them) is labelled with its
 *   column's name, shown where a narrow column lays the rows out as cards;
 * - a table whose unbreakable parts need more than a laptop's column (function signatures side
 *   by side, the CLI's prompts) is marked `wide-table` and made keyboard-focusable: where it is
 *   not cards, it scrolls in its own frame with its first column kept in view.
 * The Markdown twins drop the hints and spans (rehypeDocusaurusMarkdown.ts), and so does the
 * search index (scripts/search-index.ts).
 */
type Node = {type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[]; data?: Record<string, unknown>};

/** Spans up to this many characters (`DATASOURCE_DB`, `"127.0.0.1"`) get no hints. */
const shortest = 14;
/** The places a span may break: its spaces, and after `_ . / -` in a long span. */
const spaces = /(\s+)/;
const afterSeparator = /(?<=[_./-])(?=[^_./-])/;
/** Characters other than these let the browser break after them (UAX #14). */
const breaksOnItsOwn = /[^\w\s"'./-]/;

const element = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({type: 'element', tagName, properties, children});
const text = (value: string): Node => ({type: 'text', value});
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
const piece = (value: string): Node => (breaksOnItsOwn.test(value) ? element('span', [text(value)], {className: ['nobr']}) : text(value));

function breakable(node: Node, long: boolean) {
  node.children = node.children?.flatMap((child) => {
    if (child.type !== 'text') {
      breakable(child, long);
      return [child];
    }
    return (child.value ?? '').split(spaces).flatMap((part, index): Node[] => {
      if (index % 2) return [text(part)];
      const parts = (long ? part.split(afterSeparator) : [part]).filter(Boolean);
      return parts.flatMap((value, at) => [...(at ? [element('wbr')] : []), piece(value)]);
    });
  });
}

function codeIn(node: Node) {
  if (node.type === 'element' && node.tagName === 'code') {
    const value = textOf(node);
    // A short span without spaces is kept whole by its own class: lighter than a span inside it.
    if (value.length <= shortest && !/\s/.test(value) && breaksOnItsOwn.test(value)) {
      node.properties = {...node.properties, className: ['nobr']};
      return;
    }
    if (value.length > shortest || breaksOnItsOwn.test(value)) {
      breakable(node, value.length > shortest);
      // The theme's MDX `code` renders code with any child other than text as a code block; as
      // explicit JSX, MDX leaves this element a plain <code> (what the theme's inline code is).
      if (node.children?.some((child) => child.type !== 'text')) node.data = {...node.data, _mdxExplicitJsx: true};
    }
    return;
  }
  node.children?.forEach(codeIn);
}

const cellsOf = (row: Node) => (row.children ?? []).filter((cell) => cell.tagName === 'td' || cell.tagName === 'th');
const rowsOf = (node: Node): Node[] => (node.children ?? []).flatMap((child) => (child.tagName === 'tr' ? [child] : child.tagName === 'thead' || child.tagName === 'tbody' ? rowsOf(child) : []));
const labelled = (cell: Node) => Object.keys(cell.properties ?? {}).some((name) => /^data-?label$/i.test(name));

function labelCells(table: Node) {
  const [header, ...rows] = rowsOf(table);
  const names = header ? cellsOf(header).map((cell) => textOf(cell).trim()) : [];
  for (const row of rows) {
    cellsOf(row).forEach((cell, column) => {
      if (!labelled(cell) && names[column]) cell.properties = {...cell.properties, dataColumn: names[column]};
    });
  }
}

/** About how many characters wide the widest unbreakable part of a cell is (a Chinese character counts two). */
function widestPart(cell: Node): number {
  const parts = (node: Node): string[] =>
    node.tagName === 'code' ? textOf(node).split(spaces).flatMap((part) => (textOf(node).length > shortest ? part.split(afterSeparator) : [part])) : node.type === 'text' ? (node.value ?? '').split(/\s+|(?<=[\u3000-\u9fff\uff00-\uffef])|(?=[\u3000-\u9fff\uff00-\uffef])/) : (node.children ?? []).flatMap(parts);
  return Math.max(0, ...parts(cell).map((part) => part.length + (part.match(/[\u3000-\u9fff\uff00-\uffef]/g)?.length ?? 0)));
}

/** Wider than this (in characters, with each cell's padding) and a table does not fit a 600 px column. */
const widest = 64;

function markWide(table: Node) {
  const rows = rowsOf(table);
  const columns = Math.max(0, ...rows.map((row) => cellsOf(row).length));
  const needed = Array.from({length: columns}, (_, column) => 3 + Math.max(0, ...rows.map((row) => (cellsOf(row)[column] ? widestPart(cellsOf(row)[column]) : 0)))).reduce((sum, width) => sum + width, 0);
  const classes = (table.properties?.className as string[] | undefined) ?? [];
  if (needed > widest && !classes.includes('key-table')) table.properties = {...table.properties, className: [...classes, 'wide-table'], tabIndex: 0};
}

function visit(node: Node) {
  if (node.type === 'element' && node.tagName === 'table') {
    labelCells(node);
    markWide(node);
    codeIn(node);
    return;
  }
  node.children?.forEach(visit);
}

export default function rehypeTables() {
  return (tree: Node) => visit(tree);
}

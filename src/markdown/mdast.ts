/** The little of mdast the generated reference pages need. */
export type Node = {type: string; value?: string; name?: string; url?: string; depth?: number; align?: unknown[]; children?: Node[]; data?: Record<string, unknown>};

/**
 * Pagefind's weight for the generated tables and their headings: the reference lists every
 * key, the topic page explains it and must rank above it (scripts/search-index.ts weighs a
 * topic table's env variable at 5).
 */
export const referenceWeight = {dataPagefindWeight: '0.2'};

/** The leaf directive `::name` of a page, with its parent, or nothing. */
export function findDirective(tree: Node, name: string): {parent: Node; index: number} | undefined {
  const children = tree.children ?? [];
  const index = children.findIndex((child) => child.type === 'leafDirective' && child.name === name);
  if (index >= 0) return {parent: tree, index};
  for (const child of children) {
    const found = findDirective(child, name);
    if (found) return found;
  }
  return undefined;
}

/** A table cell's Markdown (`` `0` (no limit, see [x](y)) ``) as text and inline code, links as their text. */
export function cellContent(markdown: string): Node[] {
  const plain = markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\*\*/g, '');
  return plain
    .split('`')
    .map((part, index): Node => (index % 2 ? {type: 'inlineCode', value: part} : {type: 'text', value: part}))
    .filter((node) => node.value);
}

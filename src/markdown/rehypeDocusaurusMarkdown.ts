/**
 * Turns the rendered HTML of a doc page into HTML that converts to clean Markdown, before
 * the llms.txt plugin (@signalwire/docusaurus-plugin-llms-txt) hands it to rehype-remark:
 * - code blocks: the language moves from `<pre>` to `<code>` (where rehype-remark reads it),
 *   the highlighter's spans become plain lines, and a block's title becomes a label line;
 * - admonitions become a blockquote that starts with their label;
 * - tabs become one labelled section per tab, in order (Gin, then go-restful);
 * - diagrams become their text: title, description and caption;
 * - what only makes sense on screen goes: heading anchors, buttons, icons, and the line-break
 *   hints of tables' code (rehypeTables.ts).
 */

type Node = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[]; value?: string};

const classes = (node: Node): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
};
const hasClass = (node: Node, name: string) => classes(node).includes(name);
const element = (tagName: string, children: Node[], properties: Record<string, unknown> = {}): Node => ({type: 'element', tagName, properties, children});
const text = (value: string): Node => ({type: 'text', value});

function textOf(node: Node): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.tagName === 'br') return '\n';
  return (node.children ?? []).map(textOf).join('');
}

function find(node: Node, test: (node: Node) => boolean): Node | undefined {
  if (test(node)) return node;
  for (const child of node.children ?? []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: Node, test: (node: Node) => boolean, found: Node[] = []): Node[] {
  if (test(node)) found.push(node);
  else for (const child of node.children ?? []) findAll(child, test, found);
  return found;
}

/** A label line: `**text**` in the Markdown. */
const label = (value: string): Node => element('p', [element('strong', [text(value)])]);

function codeBlock(container: Node): Node[] {
  const pre = find(container, (node) => node.tagName === 'pre');
  if (!pre) return [];
  const language = classes(pre).find((name) => name.startsWith('language-'));
  const lines = findAll(pre, (node) => hasClass(node, 'token-line'));
  const code = lines.length > 0 ? lines.map((line) => textOf(line).replace(/\n$/, '')).join('\n') : textOf(pre);
  const title = find(container, (node) => classes(node).some((name) => name.startsWith('codeBlockTitle')));
  const block = element('pre', [element('code', [text(code.replace(/\n+$/, ''))], {className: language ? [language] : []})]);
  return title ? [label(textOf(title)), block] : [block];
}

function admonition(node: Node): Node[] {
  const heading = find(node, (child) => classes(child).some((name) => name.startsWith('admonitionHeading')));
  const content = find(node, (child) => classes(child).some((name) => name.startsWith('admonitionContent')));
  return [element('blockquote', [label(heading ? textOf(heading).trim() : ''), ...(content?.children ?? [])])];
}

function tabs(node: Node): Node[] {
  const names = findAll(node, (child) => child.properties?.role === 'tab').map((tab) => textOf(tab).trim());
  const panels = findAll(node, (child) => child.properties?.role === 'tabpanel');
  return panels.flatMap((panel, index) => [label(names[index] ?? ''), ...(panel.children ?? [])]);
}

function diagram(figure: Node): Node[] {
  const title = find(figure, (node) => node.tagName === 'title');
  const description = find(figure, (node) => node.tagName === 'desc');
  const caption = find(figure, (node) => node.tagName === 'figcaption');
  return [
    element('p', [element('strong', [text(title ? textOf(title).trim() : '')]), text(description ? ` ${textOf(description).trim()}` : '')]),
    ...(caption ? [element('p', [text(textOf(caption).trim())])] : []),
  ];
}

/** What replaces `node`, or undefined to keep it (and look inside it). */
function replacement(node: Node): Node[] | undefined {
  if (node.type !== 'element') return undefined;
  if (hasClass(node, 'theme-code-block')) return codeBlock(node);
  if (hasClass(node, 'theme-admonition')) return admonition(node);
  if (hasClass(node, 'tabs-container')) return tabs(node);
  if (node.tagName === 'figure' && find(node, (child) => child.tagName === 'svg')) return diagram(node);
  if (hasClass(node, 'hash-link') || node.tagName === 'button' || node.tagName === 'svg' || node.tagName === 'wbr') return [];
  return undefined;
}

function transform(node: Node): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    const replaced = replacement(child);
    if (replaced) {
      replaced.forEach(transform);
      return replaced;
    }
    transform(child);
    return [child];
  });
}

export default function rehypeDocusaurusMarkdown() {
  return (tree: Node) => transform(tree);
}

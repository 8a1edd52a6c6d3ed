/**
 * In a Markdown twin, moves punctuation at the edge of bold or italic text outside the marks
 * when a letter touches the marks on the other side (`**格式。**由` becomes `**格式**。由`).
 * CommonMark does not close `**` that follows punctuation and precedes a letter, so the
 * Markdown writer would otherwise keep the text's meaning by writing the letter as a character
 * reference (`**格式。**&#x7531;`), which readers and tools see as such. The Chinese pages
 * write bold lead-ins that end in `。` everywhere (remark-cjk-friendly reads them on the site).
 */
type Node = {type: string; value?: string; children?: Node[]};

const punctuation = /\p{P}+$/u;
const leadingPunctuation = /^\p{P}+/u;
const letterFirst = /^[^\s\p{P}]/u;
const letterLast = /[^\s\p{P}]$/u;
const isMarked = (node: Node | undefined) => node?.type === 'strong' || node?.type === 'emphasis';

function edgeText(node: Node, end: 'first' | 'last'): Node | undefined {
  if (node.type === 'text') return node;
  const children = node.children ?? [];
  const child = end === 'last' ? children[children.length - 1] : children[0];
  return child ? edgeText(child, end) : undefined;
}

const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

function movePunctuationOut(parent: Node) {
  const children = parent.children ?? [];
  for (let index = 0; index < children.length; index++) {
    const node = children[index];
    if (!isMarked(node)) continue;
    const after = children[index + 1];
    const last = edgeText(node, 'last');
    const trailing = last?.value?.match(punctuation)?.[0];
    if (last && trailing && trailing.length < textOf(node).length && after?.type === 'text' && letterFirst.test(after.value ?? '')) {
      last.value = last.value!.slice(0, -trailing.length);
      after.value = trailing + after.value;
    }
    const before = children[index - 1];
    const first = edgeText(node, 'first');
    const leading = first?.value?.match(leadingPunctuation)?.[0];
    if (first && leading && leading.length < textOf(node).length && before?.type === 'text' && letterLast.test(before.value ?? '')) {
      first.value = first.value!.slice(leading.length);
      before.value = before.value + leading;
    }
  }
  children.forEach(movePunctuationOut);
}

export default function remarkEmphasisPunctuation() {
  return (tree: Node) => movePunctuationOut(tree);
}

import React, {type CSSProperties, type ReactNode} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

/** A highlighted block as the server wrote it into the page the reader arrived on. */
interface ServedBlock {
  preClassName: string;
  codeClassName: string;
  linesHtml: string;
}

const blockKey = (language: string, code: string) => `${language}\n${code}`;

let servedBlocks: Map<string, ServedBlock> | undefined;

/**
 * The blocks of the document as first loaded, by language and code. Read once, before
 * anything in the browser has rendered a block; later pages' blocks are not in it.
 */
function servedBlock(language: string, code: string): ServedBlock | undefined {
  if (!ExecutionEnvironment.canUseDOM) return undefined;
  if (!servedBlocks) {
    servedBlocks = new Map();
    for (const pre of document.querySelectorAll('pre.prism-code')) {
      const codeElement = pre.querySelector(':scope > code');
      if (!codeElement) continue;
      const blockLanguage = /\blanguage-(\S+)/.exec(pre.className)?.[1] ?? '';
      const lines = [...codeElement.querySelectorAll(':scope > .token-line')].map((line) => line.textContent ?? '');
      servedBlocks.set(blockKey(blockLanguage, lines.join('\n')), {
        preClassName: pre.className,
        codeClassName: codeElement.className,
        linesHtml: codeElement.innerHTML,
      });
    }
  }
  return servedBlocks.get(blockKey(language.toLowerCase(), code));
}

/**
 * The theme's code block content, except for a block the server already highlighted: React
 * takes that one's lines over as they are (inner HTML) instead of building and hydrating an
 * element per line and per token. On a doc page those are about half of all elements, and
 * hydrating them was a third of a phone's start-up work. Blocks rendered later in the
 * browser (another page's, after a client-side navigation) take the theme's path.
 */
export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  const block = servedBlock(metadata.language, metadata.code);
  if (!block) return <Content {...props} />;
  return (
    // The theme's own <pre>: focusable so that a keyboard can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={block.preClassName} style={plain as CSSProperties}>
      <code className={block.codeClassName} dangerouslySetInnerHTML={{__html: block.linesHtml}} />
    </pre>
  );
}

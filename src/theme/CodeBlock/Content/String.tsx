import React, {type CSSProperties, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useCodeWordWrap} from '@site/src/hooks/useCodeWordWrap';

/**
 * A code block given as a string: the theme's component, with a word-wrap hook that does not
 * force a layout per block (see useCodeWordWrap), inside a box-less wrapper that tells the
 * stylesheet how many lines the block has.
 */
export default function CodeBlockString(props: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  // The block's height before it is first drawn (custom.css, content-visibility).
  const heightHint = {'--code-block-lines': metadata.code.split('\n').length, '--code-block-titled': metadata.title ? 1 : 0};
  return (
    <div className="code-block-size-hint" style={heightHint as CSSProperties}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </div>
  );
}

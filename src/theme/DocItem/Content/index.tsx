import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';

/**
 * Every doc page announces its Markdown twin (`/docs/x/` → `/docs/x.md`, written by the
 * llms.txt plugin) in its head, and offers it beside the title with "Copy page".
 */
export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const markdownUrl = `${useDoc().metadata.permalink.replace(/\/$/, '')}.md`;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <CopyPage markdownUrl={markdownUrl} />
      <Content {...props} />
    </>
  );
}

import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import text from '@locale/report-problem';

/**
 * The theme's doc footer ("Edit this page", from the docs plugin's `editUrl`, and the date),
 * then "Report a problem": a new issue in the site's repository with the page's title and
 * address filled in. The link is written when the page is rendered, so it needs no script;
 * its texts are a module of this chunk in the page's language (src/locale/), not code.json
 * strings, which every page's main script would carry.
 */
export default function FooterWrapper(props: WrapperProps<typeof FooterType>): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  // The page's canonical address: permalinks lack the final slash the site's URLs have (trailingSlash).
  const pageUrl = `${siteConfig.url}${metadata.permalink.replace(/\/?$/, '/')}`;
  // The repository the edit link opens (`editUrl` of docusaurus.config.ts): one setting for both,
  // and no copy of it in every page's main script.
  const repositoryUrl = metadata.editUrl!.split('/edit/')[0];
  const issue = new URLSearchParams({
    title: text.title + metadata.title,
    body: `${text.page}${pageUrl}\n\n${text.question}\n`,
  });
  return (
    <>
      <Footer {...props} />
      <div className="margin-top--sm">
        <Link to={`${repositoryUrl}/issues/new?${issue}`} className="theme-report-problem">
          {text.link}
        </Link>
      </div>
    </>
  );
}

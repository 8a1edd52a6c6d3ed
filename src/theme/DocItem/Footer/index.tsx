import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

/**
 * The theme's doc footer ("Edit this page", from the docs plugin's `editUrl`, and the date),
 * then "Report a problem": a new issue in the site's repository with the page's title and
 * address filled in. The link is written when the page is rendered, so it needs no script.
 */
export default function FooterWrapper(props: WrapperProps<typeof FooterType>): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  // The page's canonical address: permalinks lack the final slash the site's URLs have (trailingSlash).
  const pageUrl = `${siteConfig.url}${metadata.permalink.replace(/\/?$/, '/')}`;
  const issue = new URLSearchParams({
    title: translate({id: 'reportProblem.issueTitle', message: 'Docs: {title}', description: 'Title of the issue "Report a problem" opens'}, {title: metadata.title}),
    body: translate(
      {id: 'reportProblem.issueBody', message: 'Page: {url}\n\nWhat is wrong or missing:\n', description: 'Body of the issue "Report a problem" opens'},
      {url: pageUrl},
    ),
  });
  return (
    <>
      <Footer {...props} />
      <p className={styles.report}>
        <Link to={`${siteConfig.customFields!.repositoryUrl}/issues/new?${issue}`} className="theme-report-problem">
          {translate({id: 'reportProblem.link', message: 'Report a problem with this page', description: 'Link under every doc page that opens a new issue about it'})}
        </Link>
      </p>
    </>
  );
}

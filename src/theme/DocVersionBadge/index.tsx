/**
 * The stock badge, with the version's name linking to that mcube release's notes: the
 * docs' versions are named after the release they describe (docusaurus.config.ts).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBadge';
import {MCUBE_REPO_URL} from '@site/src/site-constants';
import styles from './styles.module.css';

export default function DocVersionBadge({className}: Props): ReactNode {
  const {badge, label} = useDocsVersion();
  if (!badge) return null;
  const releaseNotes = (
    <a className={styles.release} href={`${MCUBE_REPO_URL}/releases/tag/${label}`} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
  return (
    <span className={clsx(className, ThemeClassNames.docs.docVersionBadge, 'badge badge--secondary')}>
      <Translate id="theme.docs.versionBadge.label" values={{versionLabel: releaseNotes}}>
        {'Version: {versionLabel}'}
      </Translate>
    </span>
  );
}

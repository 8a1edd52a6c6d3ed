import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 22, 2026" or "2026年11月22日": the date as the theme shows it (short month, UTC) in
 * the site's two locales. The theme builds an Intl.DateTimeFormat for it on every page, and
 * loading the locale data for that blocked a phone's main thread for about 60 ms at start-up.
 */
function formatDay(date: Date, locale: string): string {
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  return locale === 'zh-Hans' ? `${year}年${month + 1}月${day}日` : `${monthNames[month]} ${day}, ${year}`;
}

/** "Last updated on <date>", the theme's line and markup, with the date written by formatDay. */
export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  const atDate = (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={date.toISOString()} itemProp="dateModified">
              {formatDay(date, currentLocale)}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{atDate, byUser: ''}}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}

import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';

const contentId = '__docusaurus_skipToContent_fallback';

/**
 * Fixes to the search plugin's page, without copying it:
 * - it marks itself "noindex" with `property=`, which crawlers ignore: say it with `name=`;
 * - its content is in no landmark, so screen-reader users cannot jump to it: the layout's
 *   content wrapper becomes the page's main landmark while the page is shown (the page needs
 *   JavaScript anyway, so doing it after mount loses nothing).
 * Its `version` parameter is handled in src/client/searchVersionParam.ts.
 */
export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    const content = document.getElementById(contentId);
    content?.setAttribute('role', 'main');
    return () => content?.removeAttribute('role');
  }, []);
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPage />
    </>
  );
}

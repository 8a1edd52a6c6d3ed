import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {Redirect, useLocation} from '@docusaurus/router';
import SearchPage from '@theme-original/SearchPage';

const contentId = '__docusaurus_skipToContent_fallback';

/**
 * Fixes to the search plugin's page, without copying it:
 * - it marks itself "noindex" with `property=`, which crawlers ignore: say it with `name=`;
 * - its content is in no landmark, so screen-reader users cannot jump to it: the layout's
 *   content wrapper becomes the page's main landmark while the page is shown (the page needs
 *   JavaScript anyway, so doing it after mount loses nothing);
 * - a `version` parameter makes it load an index that does not exist and show nothing: the
 *   site has one docs version, so the parameter is dropped.
 */
export default function SearchPageWrapper(): ReactNode {
  const {pathname, search, hash} = useLocation();
  const params = new URLSearchParams(search);
  useEffect(() => {
    const content = document.getElementById(contentId);
    content?.setAttribute('role', 'main');
    return () => content?.removeAttribute('role');
  }, []);
  if (params.has('version')) {
    params.delete('version');
    const query = params.toString();
    return <Redirect to={`${pathname}${query ? `?${query}` : ''}${hash}`} />;
  }
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPage />
    </>
  );
}

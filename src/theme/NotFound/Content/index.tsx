import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import NotFoundContent from '@theme-original/NotFound/Content';
import chinese from '@site/i18n/zh-Hans/code.json';

type Props = ComponentProps<typeof NotFoundContent>;

/**
 * A static host that answers every unknown path with the English /404.html (most do, unless
 * told otherwise) would show English under /zh-Hans/. There the English not-found page shows
 * the Chinese texts instead, once hydrated (the pre-rendered page cannot know its address).
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const {i18n} = useDocusaurusContext();
  const chineseSite = useBaseUrl('/zh-Hans/');
  const inChineseSite = useIsBrowser() && i18n.currentLocale === i18n.defaultLocale && pathname.startsWith(chineseSite);
  if (!inChineseSite) return <NotFoundContent {...props} />;
  // Through the head manager, which owns <html lang> and the title: a direct write to the
  // document was undone when it applied the English page's head after it.
  return (
    <>
      <PageMetadata title={chinese['theme.NotFound.title'].message}>
        <html lang="zh-Hans" />
      </PageMetadata>
      <main className={clsx('container margin-vert--xl', props.className)} lang="zh-Hans">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h1" className="hero__title">
              {chinese['theme.NotFound.title'].message}
            </Heading>
            <p>{chinese['theme.NotFound.p1'].message}</p>
            <p>{chinese['theme.NotFound.p2'].message}</p>
          </div>
        </div>
      </main>
    </>
  );
}

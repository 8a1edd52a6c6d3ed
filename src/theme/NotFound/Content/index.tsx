import {useEffect, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
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
  useEffect(() => {
    if (!inChineseSite) return;
    document.documentElement.lang = 'zh-Hans';
    document.title = document.title.replace(/^[^|]*/, `${chinese['theme.NotFound.title'].message} `);
  }, [inChineseSite]);
  if (!inChineseSite) return <NotFoundContent {...props} />;
  return (
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
  );
}

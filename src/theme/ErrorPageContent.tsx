import {useEffect, useRef, type ComponentProps, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import ErrorPageContent from '@theme-original/ErrorPageContent';

type Props = ComponentProps<typeof ErrorPageContent>;

/**
 * The theme's error boundary sits in a layout that every doc page shares, so once one page
 * crashed the crash screen stayed while the reader moved on to other pages. Leaving the
 * crashed page now resets the boundary, which renders the new page.
 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const crashedAt = useRef(pathname);
  const {tryAgain} = props;
  useEffect(() => {
    if (pathname !== crashedAt.current) tryAgain();
  }, [pathname, tryAgain]);
  return <ErrorPageContent {...props} />;
}

import type {ComponentType, ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Wraps a component so that it renders once more from scratch after hydration.
 *
 * Some navbar items put the page's `?query#hash` into their links. The static HTML cannot
 * know them, and React keeps server-rendered attributes when it hydrates, so without a
 * fresh mount those links would point to the bare path until something re-renders them.
 */
export default function remountInBrowser<Props extends object>(Component: ComponentType<Props>) {
  return function RemountedInBrowser(props: Props): ReactNode {
    const isBrowser = useIsBrowser();
    return <Component key={isBrowser ? 'browser' : 'server'} {...props} />;
  };
}

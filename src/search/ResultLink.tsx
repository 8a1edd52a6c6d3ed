import type {MouseEvent, ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';

type Props = Omit<JSX.IntrinsicElements['a'], 'href'> & {href: string; onFollow?: () => void};

/**
 * A result link: a real `<a href>` (middle-click and Ctrl+click open a tab) that a plain click
 * follows inside the app. Unlike the theme's Link it prefetches nothing, so a list of results
 * costs no page downloads until one is chosen.
 */
export default function ResultLink({href, onFollow, onClick, children, ...props}: Props): ReactNode {
  const history = useHistory();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow?.();
    history.push(href);
  };
  return (
    <a href={href} onClick={follow} {...props}>
      {children}
    </a>
  );
}

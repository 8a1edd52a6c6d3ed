import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain-string children become one string (copyable); children with elements stay as they are. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's code block without its remount after hydration. The theme mounts every block a
 * second time in the browser because its server-rendered token colours are the light theme's
 * and the reader may be in dark mode. This site's code theme is the same in both modes
 * (docusaurus.config.ts: `prism.theme` and `prism.darkTheme`), so the server's blocks are
 * already right, and rebuilding them all after start-up cost a phone ~100 ms on a long page.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = stringifyChildren(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}

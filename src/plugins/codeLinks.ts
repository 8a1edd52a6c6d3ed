import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Go blocks' identifiers as links to pkg.go.dev, in the pages' HTML only: the pre-rendering
 * bundle gets src/code-links/prerendering.tsx (with examples/code-links.json) under
 * `@site-code-links-when-prerendering`, the browser's bundle nothing.
 */
export default function codeLinks(context: LoadContext): Plugin {
  return {
    name: 'code-links',
    configureWebpack(_config, isServer) {
      const module = isServer ? 'src/code-links/prerendering.tsx' : 'src/lean/nothing.ts';
      // The starter's links by line: /start/ loads them in the browser when its code changes.
      const starterLinks = isServer ? 'src/start/code-links.json' : 'src/lean/nothing.ts';
      return {
        resolve: {
          alias: {
            '@site-code-links-when-prerendering$': resolve(context.siteDir, module),
            '@site-start-code-links-when-prerendering$': resolve(context.siteDir, starterLinks),
          },
        },
      };
    },
  };
}

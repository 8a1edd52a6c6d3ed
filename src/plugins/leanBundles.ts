import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Points two imports of the theme at lighter modules with the same exports, for the browser
 * and the pre-rendering bundles alike:
 * - prism-react-renderer: the site's own highlighter (src/prism), without ~40 unused grammars;
 * - @docusaurus/utils-common: its client functions without the package index, whose CommonJS
 *   `require("tslib")` pulls all of tslib (4 KB gzipped) into every page's main script.
 */
export default function leanBundles(context: LoadContext): Plugin {
  return {
    name: 'lean-bundles',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': resolve(context.siteDir, 'src/prism/index.ts'),
            '@docusaurus/utils-common$': resolve(context.siteDir, 'src/lean/utilsCommon.ts'),
          },
        },
      };
    },
  };
}

import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Points three imports of the theme at lighter modules, for the browser and the
 * pre-rendering bundles alike:
 * - prism-react-renderer: the site's own highlighter (src/prism), without ~40 unused grammars
 *   and out of the main script (the pre-rendering bundle gets Prism itself through
 *   `@site-prism-when-prerendering`, the browser's nothing there);
 * - the theme's client module registering extra Prism languages, which would put Prism back
 *   into the main script: the site's Prism has its languages already;
 * - @docusaurus/utils-common: its client functions without the package index, whose CommonJS
 *   `require("tslib")` pulls all of tslib (3 KB gzipped) into every page's main script.
 */
export default function leanBundles(context: LoadContext): Plugin {
  // Client modules are required by absolute path, without extension.
  const themeLanguagesModule = createRequire(resolve(context.siteDir, 'package.json'))
    .resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')
    .replace(/\.js$/, '');
  return {
    name: 'lean-bundles',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@site-prism-when-prerendering$': resolve(context.siteDir, isServer ? 'src/prism/prism.ts' : 'src/lean/nothing.ts'),
            'prism-react-renderer$': resolve(context.siteDir, 'src/prism/index.ts'),
            '@docusaurus/utils-common$': resolve(context.siteDir, 'src/lean/utilsCommon.ts'),
            [`${themeLanguagesModule}$`]: resolve(context.siteDir, 'src/lean/prismLanguagesRegistered.ts'),
          },
        },
      };
    },
  };
}

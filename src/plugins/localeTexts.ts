import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * `import text from '@locale/home'` resolves to src/locale/<locale being built>/home.ts.
 * The long texts of the React pages and diagrams live there instead of i18n/<locale>/code.json:
 * the generator puts every code.json string into every page's main script, so the Chinese
 * site carried the diagrams and the home page (3.6 KB gzipped) on all its pages. A module
 * here is part of only the chunk that uses it, and only in its own locale.
 */
export default function localeTexts(context: LoadContext): Plugin {
  return {
    name: 'locale-texts',
    configureWebpack() {
      return {
        resolve: {alias: {'@locale': resolve(context.siteDir, 'src', 'locale', context.i18n.currentLocale)}},
      };
    },
  };
}

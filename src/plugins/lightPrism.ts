import {resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Bundles the site's own highlighter (src/prism) wherever the theme imports prism-react-renderer. */
export default function lightPrism(context: LoadContext): Plugin {
  return {
    name: 'light-prism',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': resolve(context.siteDir, 'src/prism/index.ts')}}};
    },
  };
}

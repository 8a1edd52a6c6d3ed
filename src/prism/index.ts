/**
 * The site's code highlighter, in place of prism-react-renderer in the bundles (see
 * src/plugins/leanBundles.ts). That package bundles Prism with about 40 languages, which
 * weighed about 20 KB gzipped in every page's main script and took a phone ~60 ms to set up
 * at start-up; the docs use a handful. Here Prism has the languages the docs' own code needs
 * (src/prism/prism.ts), and docusaurus.config.ts adds the others (`additionalPrismLanguages`).
 * It exports what the theme imports from that package: `Prism` and `Highlight`.
 */
import Prism from './prism';

export {Prism};
export {Highlight} from './Highlight';

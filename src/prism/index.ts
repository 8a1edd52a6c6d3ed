/**
 * The site's code highlighter, in place of prism-react-renderer in the bundles (see
 * src/plugins/leanBundles.ts). That package bundles Prism with about 40 languages, which
 * weighed about 20 KB gzipped in every page's main script and took a phone ~60 ms to set up
 * at start-up. Here Prism has only the docs' languages (src/prism/prism.ts) and is not in the
 * main script at all: see Highlight.tsx for when it loads. The theme imports `Highlight` from
 * that package; its other import, `Prism` for registering extra languages, is not needed
 * (leanBundles.ts drops the module that does it).
 */
export {Highlight} from './Highlight';

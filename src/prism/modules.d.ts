declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}

/** The site's Prism in the pre-rendering bundle, nothing in the browser's (src/plugins/leanBundles.ts). */
declare module '@site-prism-when-prerendering' {
  import type Prism from 'prismjs';
  const prerenderingPrism: typeof Prism | undefined;
  export default prerenderingPrism;
}

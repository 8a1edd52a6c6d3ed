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

/** The Go blocks' links in the pre-rendering bundle, nothing in the browser's (src/plugins/codeLinks.ts). */
declare module '@site-code-links-when-prerendering' {
  import type {CodeLinker} from '../code-links/tokens';
  const linkedTokens: CodeLinker | undefined;
  export default linkedTokens;
}

/** The project starter's links by line in the pre-rendering bundle, nothing in the browser's (src/plugins/codeLinks.ts). */
declare module '@site-start-code-links-when-prerendering' {
  import type {StarterLinks} from '../start/code-links';
  const links: StarterLinks | undefined;
  export default links;
}

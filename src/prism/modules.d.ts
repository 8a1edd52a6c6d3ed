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
  import type {ReactNode} from 'react';
  import type {Token} from 'prism-react-renderer';
  const linkedTokens: ((language: string, code: string, lines: Token[][]) => Map<Token, ReactNode[]> | undefined) | undefined;
  export default linkedTokens;
}

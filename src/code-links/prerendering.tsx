/**
 * The links of the Go blocks, in the pre-rendering bundle only (src/plugins/codeLinks.ts
 * points `@site-code-links-when-prerendering` here there, and at nothing in the browser's).
 * npm run examples resolves each block's identifiers with Go's type checker and writes
 * examples/code-links.json; here each linked identifier of a highlighted block becomes an
 * <a> inside its token, so the page's HTML carries the links and its scripts carry nothing.
 * A block the server rendered keeps its links in the browser: CodeBlock/Content takes its
 * lines over as served.
 */
import data from '../../examples/code-links.json';
import {codeKey, type CodeLinks} from './key';
import {linkTokens, type CodeLinker} from './tokens';

const {targets, blocks} = data as unknown as CodeLinks;

const linkedTokens: CodeLinker = (language, code, lines) => (language === 'go' ? linkTokens(lines, blocks[codeKey(code)] ?? [], targets) : undefined);
export default linkedTokens;

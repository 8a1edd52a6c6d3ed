import {createContext} from 'react';
import type {CodeLinker} from './tokens';

/**
 * Links for code rendered in the browser, where the blocks' data is not loaded: a page whose
 * code changes as the reader works (/start/) provides its own. Without one, the blocks'
 * links are the pre-rendered ones (src/code-links/prerendering.tsx).
 */
export const CodeLinksContext = createContext<CodeLinker | undefined>(undefined);

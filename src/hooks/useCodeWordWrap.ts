import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/**
 * Word-wrap state of one code block, as the theme's hook keeps it, measured without stalling
 * the page. The theme measures each block in an effect, and reading `scrollWidth` there makes
 * the browser lay out the whole page again, once per block: on a page with 25 blocks that is
 * most of the start-up time on a phone. A ResizeObserver reports each block after the
 * browser's own layout instead, and again whenever its width changes (a hidden tab shown, the
 * window resized), which the theme tracked with observers of its own.
 */
export function useCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    const observer = new ResizeObserver(() => setIsCodeScrollable(pre.scrollWidth > pre.clientWidth));
    observer.observe(pre);
    return () => observer.disconnect();
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Long words and strings wrap too, so no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}

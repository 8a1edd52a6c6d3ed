import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The page's Markdown: fetched from its twin (same origin) only when the reader asks. */
function markdownOf(url: string): Promise<string> {
  return fetch(url, {credentials: 'same-origin'}).then((response) => {
    if (!response.ok) throw new Error(`${response.status} for ${url}`);
    return response.text();
  });
}

async function copyMarkdown(url: string): Promise<void> {
  // A ClipboardItem takes the text as a promise, so the copy keeps the click's permission
  // while the twin downloads; writeText is the fallback for browsers without it.
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    const blob = markdownOf(url).then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await markdownOf(url));
  }
}

/**
 * "Copy page" beside a doc page's title: copies the page as Markdown (its twin at
 * `markdownUrl`, the text /llms-full.txt carries), and a small menu to open that twin.
 */
export default function CopyPage({markdownUrl}: {markdownUrl: string}): ReactNode {
  const [state, setState] = useState<'idle' | 'copying' | 'copied' | 'failed'>('idle');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const reset = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(reset.current), []);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [menuOpen]);

  const copy = () => {
    if (state === 'copying') return;
    clearTimeout(reset.current);
    // The twin may take a while on a slow line: say so, and only time the outcome once known.
    setState('copying');
    const settle = (outcome: 'copied' | 'failed') => {
      setState(outcome);
      reset.current = setTimeout(() => setState('idle'), 3000);
    };
    copyMarkdown(markdownUrl).then(
      () => settle('copied'),
      () => settle('failed'),
    );
  };

  const copyLabel = translate({id: 'copyPage.copy', message: 'Copy page', description: 'Button that copies the doc page as Markdown'});
  const status =
    state === 'copying'
      ? translate({id: 'copyPage.copying', message: 'Copying…', description: 'Said while the page is downloaded to be copied as Markdown'})
      : state === 'copied'
      ? translate({id: 'copyPage.copied', message: 'Copied', description: 'Said when the page was copied as Markdown'})
      : state === 'failed'
        ? translate({id: 'copyPage.failed', message: 'Copy failed', description: 'Said when copying the page failed'})
        : '';
  return (
    <div className={styles.actions} ref={root} data-pagefind-ignore="all">
      <button type="button" className={styles.button} onClick={copy} aria-busy={state === 'copying'} title={translate({id: 'copyPage.copyTitle', message: 'Copy this page as Markdown', description: 'Tooltip of the copy page button'})}>
        {status || copyLabel}
      </button>
      <button
        type="button"
        className={styles.button}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={translate({id: 'copyPage.more', message: 'More page actions', description: 'Label of the button that opens the page actions menu'})}
        onClick={() => setMenuOpen((open) => !open)}>
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!menuOpen}>
        <li>
          <a href={markdownUrl} className={styles.menuItem}>
            <Translate id="copyPage.viewMarkdown" description="Link to the page's Markdown twin">
              View as Markdown
            </Translate>
          </a>
        </li>
      </ul>
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </div>
  );
}

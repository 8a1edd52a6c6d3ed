import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import Excerpt from '@site/src/search/Excerpt';
import ResultLink from '@site/src/search/ResultLink';
import {usePrepareSearch, useSiteSearch} from '@site/src/search/useSiteSearch';
import {noResultsText, searchFailedText, searchLabel, searchingText, useResultCountText} from '@site/src/search/texts';
import styles from '@site/src/search/search.module.css';

/** Pages listed under the box; the search page lists them all. */
const pagesShown = 5;

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The navbar search box: a combobox whose list shows one entry per page with its matching
 * sections. The box is a real input from the first paint, so nothing typed is lost while
 * the engine loads (on hover, focus or the shortcut, never before). Ctrl/⌘+K or "/" focus
 * it; arrows move through the results, Enter opens one (or the search page), Escape closes.
 */
export default function SearchBar(): ReactNode {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const history = useHistory();
  const {pathname} = useLocation();
  const searchPage = useBaseUrl('/search/');
  const prepare = usePrepareSearch();
  const state = useSiteSearch(query, pagesShown);
  const countText = useResultCountText();

  const answer = state.status === 'done' || state.status === 'searching' ? state.answer : undefined;
  const options = (answer?.hits ?? []).flatMap((hit) => [hit, ...hit.sections]);
  const optionId = (index: number) => `${listId}-${index}`;
  const allResultsUrl = `${searchPage}?q=${encodeURIComponent(query.trim())}`;
  const expanded = open && query.trim() !== '';

  useEffect(() => setActive(-1), [answer]);
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const onShortcut = (event: globalThis.KeyboardEvent) => {
      const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onShortcut);
    return () => document.removeEventListener('keydown', onShortcut);
  }, []);

  const go = (url: string) => {
    setOpen(false);
    input.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // A closed list opens as it was left; an open one moves the choice.
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (active + step + options.length + 1) % (options.length + 1);
      setActive(next === options.length ? -1 : next);
    } else if (event.key === 'Enter' && query.trim()) {
      event.preventDefault();
      go(active >= 0 && options[active] ? options[active].url : allResultsUrl);
    } else if (event.key === 'Escape') {
      // First Escape closes the list and keeps the text (a search input would clear it);
      // the next one clears the text, as search inputs do; with nothing left, it leaves the box.
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else if (!query) input.current?.blur();
    }
  };

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
  });

  const label = searchLabel();
  let optionIndex = -1;
  return (
    <div
      className={`navbar__search ${styles.box}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}>
      <input
        ref={input}
        type="search"
        className="navbar__search-input"
        placeholder={label}
        aria-label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="Control+K Meta+K /"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onPointerEnter={prepare}
        onTouchStart={prepare}
        onKeyDown={onKeyDown}
      />
      <div className={styles.visuallyHidden} role="status">
        {expanded && state.status === 'done' ? countText(state.answer.total) : ''}
      </div>
      <div className={styles.popup} hidden={!expanded} aria-busy={state.status === 'searching'}>
        <ul id={listId} role="listbox" aria-label={label} className={styles.list} data-query={answer?.query}>
          {answer?.hits.map((hit) => (
            <li key={hit.url} role="presentation" className={styles.page}>
              {[hit, ...hit.sections].map((entry, index) => {
                optionIndex += 1;
                const position = optionIndex;
                return (
                  <ResultLink
                    key={entry.url}
                    href={entry.url}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    tabIndex={-1}
                    className={`${styles.option} ${index > 0 ? styles.section : ''}`}
                    onMouseMove={() => setActive(position)}
                    onFollow={() => setOpen(false)}>
                    <span className={styles.title}>{index === 0 ? entry.title : `${hit.title} › ${entry.title}`}</span>
                    <Excerpt className={styles.excerpt} excerpt={entry.excerpt} />
                  </ResultLink>
                );
              })}
            </li>
          ))}
        </ul>
        {state.status === 'failed' && <p className={styles.message}>{searchFailedText()}</p>}
        {state.status === 'searching' && !answer && <p className={styles.message}>{searchingText()}</p>}
        {state.status === 'done' && state.answer.total === 0 && <p className={styles.message}>{noResultsText(state.answer.query)}</p>}
        {state.status === 'done' && state.answer.total > 0 && (
          <ResultLink className={styles.all} href={allResultsUrl} tabIndex={-1} onFollow={() => setOpen(false)}>
            <Translate id="search.allResults" values={{count: state.answer.total}} description="Link from the search box to the search page">
              {'See all {count} results'}
            </Translate>
          </ResultLink>
        )}
      </div>
    </div>
  );
}

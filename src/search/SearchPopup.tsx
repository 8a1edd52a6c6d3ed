import {useEffect, useRef, useState, type KeyboardEvent, type MutableRefObject, type ReactNode, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Excerpt from './Excerpt';
import ResultLink from './ResultLink';
import {useExcerpts, usePrepareSearch, useSiteSearch} from './useSiteSearch';
import {normalizeQuery} from './query';
import type {SearchHit} from './engine';
import {noResultsText, queryCutText, respelledText, searchFailedText, searchLabel, searchingText, resultCountText, allResultsText} from './texts';
import styles from './search.module.css';

/** Pages listed under the box; the search page lists them all. */
const pagesShown = 5;

export type SearchPopupProps = {
  /** The navbar box (src/theme/SearchBar), which stays in the page while this loads. */
  input: HTMLInputElement | null;
  listId: string;
  query: string;
  /** The text typed or pasted was longer than what is searched, and was cut. */
  queryCut: boolean;
  expanded: boolean;
  setOpen: (open: boolean) => void;
  /** The last key pressed in the box before this part loaded, which it handles on loading. */
  keyPressedEarly: MutableRefObject<string | undefined>;
  /** Where the box sends its key presses once this part is loaded. */
  onKeys: (handler: (event: KeyboardEvent<HTMLInputElement>) => void) => void;
};

/**
 * The results under the navbar box, loaded on first use: one entry per page with its
 * matching sections. Arrows move through them, Enter opens one (or the search page for the
 * query), Escape closes the list and keeps the text.
 */
export default function SearchPopup({input, listId, query, queryCut, expanded, setOpen, keyPressedEarly, onKeys}: SearchPopupProps): ReactNode {
  const [active, setActive] = useState(-1);
  const popup = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const searchPage = useBaseUrl('/search/');
  const state = useSiteSearch(query, pagesShown);
  const prepare = usePrepareSearch();

  // The engine starts loading with this part, before the first query needs it.
  useEffect(() => prepare(), [prepare]);

  const answer = state.status === 'done' || state.status === 'searching' ? state.answer : undefined;
  const options = (answer?.hits ?? []).flatMap((hit) => [hit, ...hit.sections]);
  const optionId = (index: number) => `${listId}-${index}`;
  // Only what is searched: a pasted page of text would make a URL servers refuse (414).
  const allResultsUrl = `${searchPage}?q=${encodeURIComponent(normalizeQuery(query))}`;

  useEffect(() => setActive(-1), [answer]);

  // The box carries the combobox state; its owner leaves these two attributes to this part.
  useEffect(() => {
    if (expanded && active >= 0) {
      input?.setAttribute('aria-activedescendant', optionId(active));
      document.getElementById(optionId(active))?.scrollIntoView({block: 'nearest'});
    } else input?.removeAttribute('aria-activedescendant');
  });

  const handleKey = (event: Pick<KeyboardEvent<HTMLInputElement>, 'key' | 'preventDefault'>) => {
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
      setOpen(false);
      input?.blur();
      history.push(active >= 0 && options[active] ? options[active].url : allResultsUrl);
    } else if (event.key === 'Escape') {
      // First Escape closes the list and keeps the text (a search input would clear it);
      // the next one clears the text, as search inputs do; with nothing left, it leaves the box.
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else if (!query) input?.blur();
    }
  };
  onKeys(handleKey);
  useEffect(() => {
    const key = keyPressedEarly.current;
    keyPressedEarly.current = undefined;
    if (key) handleKey({key, preventDefault: () => {}});
  }, []);

  // Each page's options are numbered on from the previous page's.
  let optionCount = 0;
  const firstOptions = (answer?.hits ?? []).map((hit) => {
    optionCount += 1 + hit.sections.length;
    return optionCount - 1 - hit.sections.length;
  });
  return (
    <>
      <div className="visually-hidden" role="status">
        {expanded && state.status === 'done' ? resultCountText(state.answer.total) : ''}
      </div>
      <div ref={popup} className={styles.popup} hidden={!expanded} aria-busy={state.status === 'searching'}>
        {queryCut && <p className={styles.message}>{queryCutText()}</p>}
        {answer && answer.respelled.length > 0 && <p className={styles.message}>{respelledText(answer.respelled)}</p>}
        <ul id={listId} role="listbox" aria-label={searchLabel()} className={styles.list} data-query={answer?.query}>
          {answer?.hits.map((hit, index) => (
            <PopupHit key={hit.url} hit={hit} popup={popup} firstOption={firstOptions[index]} active={active} optionId={optionId} setActive={setActive} close={() => setOpen(false)} />
          ))}
        </ul>
        {state.status === 'failed' && <p className={styles.message}>{searchFailedText()}</p>}
        {state.status === 'searching' && !answer && <p className={styles.message}>{searchingText()}</p>}
        {state.status === 'done' && state.answer.total === 0 && <p className={styles.message}>{noResultsText(state.answer.query)}</p>}
        {state.status === 'done' && state.answer.total > 0 && (
          <ResultLink className={styles.all} href={allResultsUrl} tabIndex={-1} onFollow={() => setOpen(false)}>
            {allResultsText(state.answer.total)}
          </ResultLink>
        )}
      </div>
    </>
  );
}

type PopupHitProps = {
  hit: SearchHit;
  popup: RefObject<HTMLDivElement>;
  firstOption: number;
  active: number;
  optionId: (index: number) => string;
  setActive: (index: number) => void;
  close: () => void;
};

/** One page in the list: its title and best sections at once, their excerpts once the page's text is here. */
function PopupHit({hit, popup, firstOption, active, optionId, setActive, close}: PopupHitProps): ReactNode {
  const row = useRef<HTMLLIElement>(null);
  const excerpts = useExcerpts(hit, row, popup);
  return (
    <li ref={row} role="presentation" className={styles.page}>
      {[hit, ...hit.sections].map((entry, index) => {
        const position = firstOption + index;
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
            onFollow={close}>
            <span className={styles.title}>{index === 0 ? entry.title : `${hit.title} › ${entry.title}`}</span>
            <Excerpt className={styles.excerpt} excerpt={'id' in entry ? excerpts?.sections[entry.id] : excerpts?.page} />
          </ResultLink>
        );
      })}
    </li>
  );
}

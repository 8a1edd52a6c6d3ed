import {useCallback, useEffect, useState, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadPageTitles, loadSearchEngine, searchSite, type SearchAnswer, type SearchExcerpts, type SearchHit} from './engine';

export type SearchState =
  | {status: 'idle'}
  | {status: 'searching'; answer?: SearchAnswer}
  | {status: 'done'; answer: SearchAnswer}
  | {status: 'failed'};

/** Where the search engine and index are: `<site base URL>pagefind/` (docusaurus.config.ts). */
export function useSearchBundleUrl(): string {
  return useDocusaurusContext().siteConfig.customFields!.searchBundleUrl as string;
}

/** Starts loading the engine and the titles (on hover or focus), so the first query does not wait for them. */
export function usePrepareSearch(): () => void {
  const bundleUrl = useSearchBundleUrl();
  return useCallback(() => {
    loadSearchEngine(bundleUrl).catch(() => undefined);
    loadPageTitles(bundleUrl).catch(() => undefined);
  }, [bundleUrl]);
}

/**
 * Runs `query` whenever it changes, at every key: the index answers in milliseconds and the
 * results are listed from titles and headings, so no pause is waited for. Only the newest
 * query's answer is shown: an older one that finishes later is dropped.
 */
export function useSiteSearch(query: string, limit: number): SearchState {
  const bundleUrl = useSearchBundleUrl();
  const [state, setState] = useState<SearchState>({status: 'idle'});
  useEffect(() => {
    if (!query.trim()) {
      setState({status: 'idle'});
      return undefined;
    }
    noteKeyPress(query);
    let current = true;
    setState((previous) => ({status: 'searching', answer: 'answer' in previous ? previous.answer : undefined}));
    searchSite(bundleUrl, query, limit).then(
      (answer) => current && setState({status: 'done', answer}),
      () => current && setState({status: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [bundleUrl, query, limit]);
  return state;
}

/**
 * The reader's pace: when the query last changed, and the pause before that change (none
 * when it came after a long pause, or first). A page's text waits for the query to stand.
 */
const typing = {at: -Infinity, pause: 0, query: ''};
/** A pause this long ends a run of keys: the reader has stopped typing. */
const keysEndMs = 2500;

function noteKeyPress(query: string) {
  // The same query searched again (more results asked for) is no key.
  if (query === typing.query) return;
  const now = performance.now();
  const pause = now - typing.at;
  Object.assign(typing, {at: now, pause: pause < keysEndMs ? pause : 0, query});
}

/**
 * How long a result must stay on screen, its query unchanged, before its page's text (5–12 KB)
 * is fetched: twice the reader's last pause between keys, and at least 400 ms, so that a query
 * the reader is still typing costs no page text at any pace (one key a second, or 300 ms slowed
 * to 600 by a busy device). A query of one character, with no pace yet, is the start of a word:
 * it waits as long as the slowest pace would. A pasted or linked query shows its excerpts after 400 ms.
 */
function textDelayMs(): number {
  if (typing.pause > 0) return Math.min(keysEndMs, Math.max(400, 2 * typing.pause));
  return [...typing.query.trim()].length === 1 ? keysEndMs : 400;
}
const pagesWithText = new Set<string>();

/**
 * The excerpts of a listed page, once it has been on screen (inside `scroller`, or the
 * window) for `textDelayMs()` with the same query: pages listed below the fold, or passed by
 * typing, cost nothing. A fetch the reader typed past is not shown.
 */
export function useExcerpts(hit: SearchHit, row: RefObject<HTMLElement>, scroller?: RefObject<HTMLElement>): SearchExcerpts | undefined {
  const [excerpts, setExcerpts] = useState<SearchExcerpts>();
  useEffect(() => {
    const element = row.current;
    if (!element) return undefined;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The query the wait started under: a result still on screen while the next query is
    // searched (a slow answer) is passed by typing, and costs no text.
    let waitedUnder = typing.query;
    const load = () => {
      if (typing.query !== waitedUnder) return;
      observer.disconnect();
      hit.excerpts().then(
        (found) => {
          pagesWithText.add(hit.url);
          if (current) setExcerpts(found);
        },
        () => undefined, // the row keeps its title and sections
      );
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        waitedUnder = typing.query;
        if (entry.isIntersecting) timer = setTimeout(load, pagesWithText.has(hit.url) ? 0 : textDelayMs());
      },
      {root: scroller?.current},
    );
    observer.observe(element);
    return () => {
      current = false;
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [hit, row, scroller]);
  return excerpts;
}

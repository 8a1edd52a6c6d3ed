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
 * How long a result must stay on screen, its query unchanged, before its page's text is
 * fetched: longer than the pause between two keys of a slow typist (300 ms), so typing
 * costs no page downloads. A page whose text is already here is not waited for.
 */
const textDelayMs = 400;
const pagesWithText = new Set<string>();

/**
 * The excerpts of a listed page, once it has been on screen (inside `scroller`, or the
 * window) for `textDelayMs` with the same query: pages listed below the fold, or passed by
 * typing, cost nothing. A fetch the reader typed past is not shown.
 */
export function useExcerpts(hit: SearchHit, row: RefObject<HTMLElement>, scroller?: RefObject<HTMLElement>): SearchExcerpts | undefined {
  const [excerpts, setExcerpts] = useState<SearchExcerpts>();
  useEffect(() => {
    const element = row.current;
    if (!element) return undefined;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
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
        if (entry.isIntersecting) timer = setTimeout(load, pagesWithText.has(hit.url) ? 0 : textDelayMs);
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

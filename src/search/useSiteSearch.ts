import {useCallback, useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadSearchEngine, searchSite, type SearchAnswer} from './engine';

export type SearchState =
  | {status: 'idle'}
  | {status: 'searching'; answer?: SearchAnswer}
  | {status: 'done'; answer: SearchAnswer}
  | {status: 'failed'};

/** Where the search engine and index are: `<site base URL>pagefind/` (docusaurus.config.ts). */
export function useSearchBundleUrl(): string {
  return useDocusaurusContext().siteConfig.customFields!.searchBundleUrl as string;
}

/** Starts loading the engine (on hover or focus), so the first query does not wait for it. */
export function usePrepareSearch(): () => void {
  const bundleUrl = useSearchBundleUrl();
  return useCallback(() => {
    loadSearchEngine(bundleUrl).catch(() => undefined);
  }, [bundleUrl]);
}

/**
 * Runs `query` whenever it changes. Only the newest query's answer is shown: an older one
 * that finishes later is dropped, so a slow search never hides the next one.
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
    searchSite(bundleUrl, query, limit, () => current).then(
      (answer) => current && answer && setState({status: 'done', answer}),
      () => current && setState({status: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [bundleUrl, query, limit]);
  return state;
}

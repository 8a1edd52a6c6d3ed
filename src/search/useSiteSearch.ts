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
 * How long the query must stay the same before the pages' text is fetched: longer than the
 * pause between two keys of a slow typist (300 ms, with room for a busy phone), so only the
 * query the reader stopped at costs page downloads. The index is looked up as soon as typing
 * pauses, so the results follow right after.
 */
const settleMs = 500;
/** A pause this short between keys skips the index look-up of the prefix being typed. */
const lookUpMs = 80;

const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
    const settled = after(settleMs);
    after(lookUpMs)
      .then(() => (current ? searchSite(bundleUrl, query, limit, () => current, settled) : undefined))
      .then(
        (answer) => current && answer && setState({status: 'done', answer}),
        () => current && setState({status: 'failed'}),
      );
    return () => {
      current = false;
    };
  }, [bundleUrl, query, limit]);
  return state;
}

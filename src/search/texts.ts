import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {maxQueryLength} from './query';

/** The texts of the search results, in the navbar box's list and on the search page, translated per locale. */
export {searchLabel} from './searchLabel';

export const searchFailedText = () =>
  translate({id: 'search.failed', message: 'Search is not available right now. Reload the page to try again.', description: 'Shown when the search code or index cannot be loaded'});

export const searchingText = () => translate({id: 'search.searching', message: 'Searching…', description: 'Shown while a search runs'});

export const showMoreText = () => translate({id: 'search.showMore', message: 'Show more results', description: 'Button under the search page results that lists the next pages'});

export const queryCutText = () =>
  translate(
    {id: 'search.queryCut', message: 'Only the first {count} characters are searched; the rest was cut.', description: 'Shown when a typed, pasted or linked query was longer than what is searched'},
    {count: maxQueryLength},
  );

export const noResultsText = (query: string) =>
  translate({id: 'search.noResults', message: 'No page matches “{query}”.', description: 'Shown when a search finds nothing'}, {query});

/** Said above results when a misspelt word was searched as the word it was corrected to. */
export const respelledText = (respelled: {typed: string; searched: string}[]) =>
  respelled
    .map(({typed, searched}) =>
      translate(
        {id: 'search.respelled', message: 'Searched for “{searched}” instead of “{typed}”.', description: 'Shown above the results when a misspelt word of the query was searched as a word of the site one letter away'},
        {typed, searched},
      ),
    )
    .join(' ');

/** "3 pages found", announced to screen readers and shown on the search page. */
export function useResultCountText(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {id: 'search.resultCount', message: 'One page found|{count} pages found', description: 'Pluralized count of pages a search found (use as many plural forms, separated by "|", as the language has)'},
        {count},
      ),
    );
}

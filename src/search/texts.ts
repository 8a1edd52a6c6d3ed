import text from '@locale/search';
import {fillText} from '../locale/fillText';
import {maxQueryLength} from './query';

/** The texts of the search results, in the navbar box's list and on the search page, in the page's language. */
export {searchLabel} from './searchLabel';

export const searchFailedText = () => text.failed;

export const searchingText = () => text.searching;

export const showMoreText = () => text.showMore;

export const queryCutText = () => fillText(text.queryCut, {count: maxQueryLength});

export const noResultsText = (query: string) => fillText(text.noResults, {query});

/** Said above results when a misspelt word was searched as the word it was corrected to. */
export const respelledText = (respelled: {typed: string; searched: string}[]) => respelled.map((words) => fillText(text.respelled, words)).join(' ');

/** "3 pages found", announced to screen readers and shown on the search page. */
export const resultCountText = (count: number) => (count === 1 ? text.oneFound : fillText(text.found, {count}));

/** The link from the box's list to the search page. */
export const allResultsText = (count: number) => fillText(text.allResults, {count});

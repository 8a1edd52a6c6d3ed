import {translate} from '@docusaurus/Translate';

/**
 * The search box's label, the one search text every page needs (the navbar box is in every
 * page); the others (src/search/texts.ts) load with the results.
 */
export const searchLabel = () =>
  translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});

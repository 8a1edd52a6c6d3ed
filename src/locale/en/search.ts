/**
 * Texts of the search results (src/search/SearchPopup.tsx, src/pages/search.tsx): a module of
 * their chunks, not code.json, whose strings every page's main script carries. The box's
 * label, shown before the results' code loads, stays in code.json (`theme.SearchBar.label`).
 */
const search = {
  failed: 'Search is not available right now. Reload the page to try again.',
  searching: 'Searching…',
  showMore: 'Show more results',
  queryCut: 'Only the first {count} characters are searched; the rest was cut.',
  noResults: 'No page matches “{query}”.',
  /** A misspelt word of the query was searched as the site's word one letter away. */
  respelled: 'Searched for “{searched}” instead of “{typed}”.',
  /** Pages found, announced to screen readers and shown on the search page: one, then more. */
  oneFound: 'One page found',
  found: '{count} pages found',
  /** The link from the box's list to the search page. */
  allResults: 'See all {count} results',
};

export default search;

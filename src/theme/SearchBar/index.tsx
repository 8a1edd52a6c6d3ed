import {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';

type SearchBarComponent = ComponentType<Record<string, never>>;

let loadedSearchBar: SearchBarComponent | undefined;

function loadSearchBar(): Promise<SearchBarComponent> {
  return import('@theme-original/SearchBar').then((module) => {
    loadedSearchBar = module.default as SearchBarComponent;
    return loadedSearchBar;
  });
}

/**
 * The search box, with the search code (autocomplete, lunr, mark.js) loaded only when a
 * reader reaches for it: on hover, touch, focus or Ctrl/⌘+K, or at once on a page opened
 * from a search result (which highlights the terms). Until then a plain box of the same
 * name stands in, so pages that are only read do not pay for search.
 */
export default function LazySearchBar(): ReactNode {
  const [SearchBar, setSearchBar] = useState<SearchBarComponent | undefined>(() => loadedSearchBar);
  const focusWhenLoaded = useRef(false);
  const {search} = useLocation();

  const load = useCallback(() => {
    void loadSearchBar().then((component) => setSearchBar(() => component));
  }, []);
  const loadAndFocus = useCallback(() => {
    focusWhenLoaded.current = true;
    load();
  }, [load]);

  useEffect(() => {
    if (!SearchBar && search.includes('_highlight=')) load();
  }, [SearchBar, search, load]);

  useEffect(() => {
    if (SearchBar) return undefined;
    const onShortcut = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        loadAndFocus();
      }
    };
    document.addEventListener('keydown', onShortcut);
    return () => document.removeEventListener('keydown', onShortcut);
  }, [SearchBar, loadAndFocus]);

  useEffect(() => {
    if (SearchBar && focusWhenLoaded.current) {
      focusWhenLoaded.current = false;
      document.querySelector<HTMLInputElement>('.navbar input.navbar__search-input')?.focus();
    }
  }, [SearchBar]);

  if (SearchBar) return <SearchBar />;
  const label = translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'});
  return (
    <div className="navbar__search">
      <input
        className="navbar__search-input"
        placeholder={label}
        aria-label={label}
        data-search-placeholder=""
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={loadAndFocus}
      />
    </div>
  );
}

/**
 * The search page takes a `version` parameter and then loads that version's index. The site
 * has one docs version, so any value names an index that does not exist and the page would
 * stay empty. Dropped here, before the app starts and reads the URL.
 */
if (typeof window !== 'undefined' && /\/search\/$/.test(window.location.pathname)) {
  const params = new URLSearchParams(window.location.search);
  if (params.has('version')) {
    params.delete('version');
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  }
}

export {};

/**
 * How much of a query is kept. Small on purpose: the navbar box (in every page) imports it.
 */

/** A query longer than this is cut: no reader types more, and a link could carry megabytes. */
export const maxQueryLength = 120;

/** Collapses white space and cuts the query to `maxQueryLength` characters: what is searched, and what the URL keeps. */
export function normalizeQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim();
}

/**
 * What a search box keeps of the text typed or pasted into it: all of it up to
 * `maxQueryLength` characters, past that only what is searched, with `cut` set so the page
 * can say so. Showing 50,000 pasted characters (combining accents) froze the page for 12 s.
 */
export function boxText(text: string): {text: string; cut: boolean} {
  if (text.length <= maxQueryLength) return {text, cut: false};
  const kept = normalizeQuery(text);
  return {text: kept, cut: kept.length < text.replace(/\s+/g, ' ').trim().length};
}

/**
 * The search page's query parameter: every search form submits its words as `?q=`, so a box
 * works without JavaScript and a link can open a search. The search page reads it once and
 * takes it out of its address (kept-words.ts), since an address reaches Analytics and, as a
 * referrer, the next page.
 */
export const QUERY_PARAM = "q";

/** The words in a URL's query string ("?q=usage+rights" → "usage rights"). */
export function queryFrom(search: string): string {
  return new URLSearchParams(search).get(QUERY_PARAM) ?? "";
}

/** `href` without its words; the other parameters (a campaign's utm_*) and the fragment stay. */
export function withoutQuery(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(QUERY_PARAM);
  return url.href;
}

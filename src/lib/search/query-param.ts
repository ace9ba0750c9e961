/** The search page's query parameter, which its form submits and its links share. */
export const QUERY_PARAM = "q";

/** The words in a URL's query string ("?q=usage+rights" → "usage rights"). */
export function queryFrom(search: string): string {
  return new URLSearchParams(search).get(QUERY_PARAM) ?? "";
}

/**
 * `href` with its query set to `term`, or without one when the box is empty; the other
 * parameters (a campaign's utm_*) and the fragment stay.
 */
export function withQuery(href: string, term: string): string {
  const url = new URL(href);
  if (term.trim() === "") url.searchParams.delete(QUERY_PARAM);
  else url.searchParams.set(QUERY_PARAM, term);
  return url.href;
}

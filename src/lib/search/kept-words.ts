import { queryFrom, withoutQuery } from "./query-param";

/** The history entry's state: the router's own keys, and the search's words beside them. */
type Kept = { term?: string } | null;

/** The words this page was opened with: kept in its history entry, or else in its `?q=`. */
export function openingWords(): string {
  return (history.state as Kept)?.term ?? queryFrom(location.search);
}

/**
 * Keeps `words` in the page's history entry, where Back finds them, and takes them out of its
 * address, which reaches Analytics and, as a referrer, the next page. Through the router's own
 * replaceState, so that it follows; the router's keys in the state stay beside the words.
 */
export function keepWords(words: string): void {
  history.replaceState(
    { ...(history.state as Kept), term: words },
    "",
    withoutQuery(location.href),
  );
}

/**
 * How long the words rest before they are kept for Back, their count is said to screen readers
 * and, unless the page preloads the whole index, they are searched. Meanwhile each key preloads the index chunks of the words so far (Pagefind
 * keeps them), so the search at the pause finds them there; searching at each key instead
 * queued every result's fragment behind the others on a slow network (bench/report.md). With the
 * whole index preloaded, a search fetches nothing, so each key searches.
 */
export const TYPING_PAUSE_MS = 150;

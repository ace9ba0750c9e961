// @ts-check
// Pagefind's file names that both the search page's preloads (scripts/build/search-preloads.mjs)
// and its code in the browser (src/lib/search/preloaded-index.ts) read.

/** The index's entry file, which Pagefind asks for first, at `?ts=<its metaCacheTag option>`. */
export const ENTRY_FILE = "pagefind-entry.json";
const ENTRY_TAG_PARAM = "ts";

/** The folder of the results' fragments: the data a result is shown with. */
export const FRAGMENT_FOLDER = "fragment";

/**
 * The entry file's address under the index, as Pagefind asks for it when told `tag`.
 * @param {string} tag
 */
export const entryFileAt = (tag) => `${ENTRY_FILE}?${ENTRY_TAG_PARAM}=${encodeURIComponent(tag)}`;

/**
 * The tag in an address `entryFileAt` made, if it is one.
 * @param {string} href
 * @returns {string | undefined}
 */
export function entryTagIn(href) {
  const url = new URL(href, "http://localhost/");
  if (!url.pathname.endsWith(`/${ENTRY_FILE}`)) return undefined;
  return url.searchParams.get(ENTRY_TAG_PARAM) ?? undefined;
}

// @ts-check
// Pagefind's file names that both the search page's preloads (scripts/build/search-preloads.mjs)
// and its code in the browser (src/lib/search/preloaded-entry-tag.ts and
// search-before-hydration.mjs) read.

/** The index's entry file, which Pagefind asks for first, at `?ts=<its metaCacheTag option>`. */
export const ENTRY_FILE = "pagefind-entry.json";
const ENTRY_TAG_PARAM = "ts";

/**
 * The entry file's address under the index, as Pagefind asks for it when told `tag`.
 * @param {string} tag
 */
export const entryFileAt = (tag) => `${ENTRY_FILE}?${ENTRY_TAG_PARAM}=${encodeURIComponent(tag)}`;

/** An address `entryFileAt` made, with its tag (URI-encoded) as the first group. */
export const ENTRY_TAG_PATTERN = new RegExp(
  `/${ENTRY_FILE.replaceAll(".", "\\.")}\\?${ENTRY_TAG_PARAM}=([^&#]*)$`,
);

/**
 * The tag in an address `entryFileAt` made, if it is one.
 * @param {string} href
 * @returns {string | undefined}
 */
export function entryTagIn(href) {
  const tag = ENTRY_TAG_PATTERN.exec(href)?.[1];
  return tag === undefined ? undefined : decodeURIComponent(tag);
}

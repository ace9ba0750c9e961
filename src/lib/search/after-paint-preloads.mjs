// @ts-check
// The search page's list of search files to preload after its first paint: the post-build step
// writes it (scripts/build/search-preloads.mjs), the chunk loader adds its preloads a few a task
// (src/lib/inline-scripts.mjs), and the page starts Pagefind once all are added (src/lib/search/
// search-before-hydration.mjs before hydration, src/hooks/use-pagefind.ts after).

/** The id of the list's JSON block. */
export const AFTER_PAINT_PRELOADS_ID = "after-paint-preloads";

/**
 * Once every preload is added, the chunk loader marks the block with this (`data-preloads-added`,
 * for code that runs later) and fires it on the block as an event (for code that waits).
 */
export const PRELOADS_ADDED = "preloadsAdded";

/**
 * Once the search's files are in and the visitor's words rest, the search page's script marks
 * the block with this and fires it (src/lib/search/search-before-hydration.mjs): the chunk
 * loader then adds the page's chunks.
 */
export const CHUNKS_RELEASED = "chunksReleased";

/**
 * The element React renders empty, with its count messages, language tag and no-result hint in
 * its data attributes, for the search page's script to draw results into before hydration.
 */
export const EARLY_RESULTS_ID = "early-results";

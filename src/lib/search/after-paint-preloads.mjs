// @ts-check
// The search page's list of search files to preload after its first paint: the post-build step
// writes it (scripts/build/search-preloads.mjs), the chunk loader adds its preloads a few a task
// (src/lib/inline-scripts.mjs), and the page starts Pagefind once all are added
// (src/hooks/use-pagefind.ts).

/** The id of the list's JSON block. */
export const AFTER_PAINT_PRELOADS_ID = "after-paint-preloads";

/**
 * Once every preload is added, the chunk loader marks the block with this (`data-preloads-added`,
 * for code that runs later) and fires it on the block as an event (for code that waits).
 */
export const PRELOADS_ADDED = "preloadsAdded";

// @ts-check
// How the search pages start Pagefind, whichever starts it first: the page's script before
// hydration (./search-before-hydration.mjs, given these by the post-build step) or React after
// (./pagefind.ts). Both import the same module from the same address, so the page has one
// Pagefind, started once with these. Plain JavaScript, for the post-build step.

/** Pagefind's browser side, in the index's folder (the post-build step writes it there). */
export const PAGEFIND_SCRIPT_NAME = "pagefind.js";

/**
 * Words around the matched ones: two lines of a result at phone width. On the page's main
 * thread, not in Pagefind's worker: its fetches are then the page's own, which the search
 * page's preloads answer (scripts/build/search-preloads.mjs); a query over this site's index
 * takes a few milliseconds.
 */
export const PAGEFIND_OPTIONS = { excerptLength: 24, noWorker: true };

// @ts-check
// Plain JavaScript: the search page's script before hydration waits for the same pause before
// it lets the page's chunks load (./search-before-hydration.mjs).

/**
 * How long the words rest before they are kept for Back, their count is said to screen readers
 * and, once the page has hydrated, they are searched. Meanwhile each key preloads the index
 * chunks of the words so far (Pagefind keeps them), so the search at the pause finds them there.
 */
export const TYPING_PAUSE_MS = 150;

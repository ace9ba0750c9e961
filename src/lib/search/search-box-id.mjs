// @ts-check
// Plain JavaScript: the search page's script before hydration finds the box by it too.

/** The search page's box: its label points at it, and the shortcut focuses it there. */
export const SEARCH_BOX_ID = "search-box";

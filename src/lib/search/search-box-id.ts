/** The search page's box: its label points at it, and the shortcut focuses it there. */
export const SEARCH_BOX_ID = "search-box";

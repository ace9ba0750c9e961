// @ts-check
// The search page's count line ("9 results for …", a polite live region), written in the same
// render as the results: the bench's search probe (scripts/bench/search-probe.mjs) times the
// frame that shows it.

export const COUNT_LINE = "data-search-count";

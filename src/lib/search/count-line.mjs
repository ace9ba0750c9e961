// @ts-check
// The search page's visible count line ("9 results for …"), shown at each key, as the results
// are. The bench's search probe (scripts/bench/search-probe.mjs) times the frame that shows it;
// screen readers hear the count from a live region of its own, once the words rest.

export const COUNT_LINE = "data-search-count";

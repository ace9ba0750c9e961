// @ts-check
// The classes of the search's results, which two renderers draw alike: React once the page has
// hydrated (src/components/search/search-results.tsx, result-item.tsx, excerpt.tsx), and the
// search page's script before then (./draw-results.mjs). One list, so the results a
// visitor sees before hydration look exactly like the ones React then draws in their place;
// `search.spec.ts` compares the two renderings. Plain JavaScript, for the post-build step.

export const RESULT_CLASSES = {
  countLine: "min-h-6 font-semibold text-ink",
  noResults: "mt-2 text-muted",
  list: "mt-2 divide-y divide-line",
  item: "flex gap-4 py-5 sm:gap-6",
  body: "min-w-0 flex-1",
  kind: "text-xs font-semibold tracking-wide text-accent uppercase",
  heading: "mt-1 text-lg font-semibold text-ink",
  link: "rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
  excerpt: "mt-2 text-sm text-muted",
  mark: "rounded-sm bg-accent-soft px-0.5 text-ink",
  image: "h-14 w-24 shrink-0 rounded-md bg-accent-soft object-cover sm:h-18 sm:w-32",
};

/** A result's cover, in a frame of fixed size so nothing moves as it loads. */
export const RESULT_IMAGE_SIZE = { width: 128, height: 72 };

/** Results shown at first, and added by each "Show more". */
export const RESULTS_PER_STEP = 10;

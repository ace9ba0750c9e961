import { PAGEFIND_OPTIONS, PAGEFIND_SCRIPT_NAME } from "./pagefind-options.mjs";
import type { FilterCounts } from "./filter-groups";

/** What the page reads of a result: the markup contract's meta keys (search-markup.ts). */
export type ResultData = {
  url: string;
  /** HTML: the matched words in <mark> (read it with excerptParts). */
  excerpt: string;
  meta: { title?: string; kind?: string; image?: string; image_alt?: string };
};

export type SearchResult = { id: string; data: () => Promise<ResultData> };

export type SearchResponse = {
  results: SearchResult[];
  /** The counts within these results. */
  filters: FilterCounts;
};

/** The part of Pagefind's browser API the page uses. */
export type Pagefind = {
  options: (options: {
    excerptLength?: number;
    noWorker?: boolean;
    metaCacheTag?: string;
  }) => Promise<void>;
  init: () => Promise<void>;
  search: (
    term: string | null,
    options?: { filters?: Record<string, unknown> },
  ) => Promise<SearchResponse | null>;
  filters: () => Promise<FilterCounts>;
  /** Loads the index chunks `term` needs, ahead of its search. */
  preload: (term: string) => Promise<void>;
};

/** Where the post-build step writes the index and Pagefind's browser side. */
export const INDEX_PATH = "/pagefind/";
/** A variable, so the type checker does not look for it. */
const SCRIPT = `${INDEX_PATH}${PAGEFIND_SCRIPT_NAME}`;

/**
 * Pagefind's browser side, which the post-build step writes to /pagefind/ beside the index:
 * imported at run time, never bundled, so no page but the search page ever fetches a byte of
 * it. It picks the index of the page's <html lang> itself, and runs as ./pagefind-options.mjs
 * says; where the page's script before hydration started it, this finds it started.
 * `entryTag` is the tag its entry file is preloaded at, if it is.
 */
export async function loadPagefind(entryTag?: string): Promise<Pagefind> {
  const pagefind = (await import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ SCRIPT
  )) as Pagefind;
  await pagefind.options({
    ...PAGEFIND_OPTIONS,
    ...(entryTag === undefined ? {} : { metaCacheTag: entryTag }),
  });
  await pagefind.init();
  return pagefind;
}

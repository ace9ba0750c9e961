import { entryTagIn, FRAGMENT_FOLDER } from "./index-files.mjs";

/** What the search page's preloads (scripts/build/search-preloads.mjs) hold of the index. */
export type PreloadedIndex = {
  /** The tag the entry file is preloaded at: Pagefind, told it, asks for that very file. */
  entryTag?: string;
  /** Whether the results' fragments are preloaded: the index is then here whole. */
  whole: boolean;
};

/** Read from the addresses of the page's search preloads, under `indexPath` ("/pagefind/"). */
export function preloadedIndex(hrefs: readonly string[], indexPath: string): PreloadedIndex {
  const files = hrefs.filter((href) => href.startsWith(indexPath));
  const entryTag = files.map(entryTagIn).find((tag) => tag !== undefined);
  const whole = files.some((href) => href.startsWith(`${indexPath}${FRAGMENT_FOLDER}/`));
  return entryTag === undefined ? { whole } : { entryTag, whole };
}

import { entryTagIn } from "./index-files.mjs";

/**
 * The tag the search page's entry file is preloaded at (scripts/build/search-preloads.mjs), read
 * from the addresses of its preloads under `indexPath` ("/pagefind/"): Pagefind, told it, asks
 * for that very file. Undefined where none is preloaded.
 */
export function preloadedEntryTag(hrefs: readonly string[], indexPath: string): string | undefined {
  return hrefs
    .filter((href) => href.startsWith(indexPath))
    .map(entryTagIn)
    .find((tag) => tag !== undefined);
}

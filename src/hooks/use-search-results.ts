"use client";

import { useEffect, useState } from "react";
import {
  hasSelection,
  pagefindFilters,
  type FilterCounts,
  type Selection,
} from "@/lib/search/filter-groups";
import type { Pagefind, ResultData, SearchResult } from "@/lib/search/pagefind";

/** What a query found: its words, its count, the data of the results shown, their filters. */
export type Found = {
  term: string;
  total: number;
  shown: ResultData[];
  filters: FilterCounts;
};

/**
 * The results of `term` within `selection`, the first `limit` of them with their data (each a
 * small fetch of its own). Undefined while there is nothing to search for. An answer that
 * arrives after the visitor has typed on is dropped.
 */
export function useSearchResults(
  pagefind: Pagefind | undefined,
  term: string,
  selection: Selection,
  limit: number,
): Found | undefined {
  const [found, setFound] = useState<Found>();
  const words = term.trim();
  const searching = words !== "" || hasSelection(selection);

  useEffect(() => {
    if (!pagefind || !searching) return;
    let current = true;
    void (async () => {
      const response = await pagefind.search(words === "" ? null : words, {
        filters: pagefindFilters(selection),
      });
      if (!response || !current) return;
      const shown = await dataOf(response.results.slice(0, limit));
      if (current) {
        setFound({ term: words, total: response.results.length, shown, filters: response.filters });
      }
    })();
    return () => {
      current = false;
    };
  }, [pagefind, searching, words, selection, limit]);

  return searching ? found : undefined;
}

const dataOf = (results: SearchResult[]) => Promise.all(results.map((result) => result.data()));

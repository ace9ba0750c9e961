"use client";

import { useEffect, useState } from "react";
import type { FilterCounts } from "@/lib/search/filter-groups";
import { loadPagefind, type Pagefind } from "@/lib/search/pagefind";

export type PagefindState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; pagefind: Pagefind; filters: FilterCounts };

/** Pagefind, loaded as the search page mounts, with the index's filters and their counts. */
export function usePagefind(): PagefindState {
  const [state, setState] = useState<PagefindState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    loadPagefind()
      .then(async (pagefind) => {
        const filters = await pagefind.filters();
        if (current) setState({ status: "ready", pagefind, filters });
      })
      .catch((error: unknown) => {
        // Said on the page; the console keeps the cause for whoever looks.
        console.warn("Search could not load:", error);
        if (current) setState({ status: "failed" });
      });
    return () => {
      current = false;
    };
  }, []);
  return state;
}

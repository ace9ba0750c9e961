"use client";

import { useEffect, useRef } from "react";
import type { Locale } from "@/config/locale";
import type { Found } from "./use-search-results";

/** How long results stay on screen, unchanged, before their query counts as settled. */
const SETTLED_MS = 1_000;

/**
 * Reports each query the visitor settles on, once: its results shown and left alone for a
 * second. A query that only passes by while the visitor types is not reported.
 */
export function useSettledSearch(found: Found | undefined, locale: Locale) {
  const reported = useRef("");
  useEffect(() => {
    if (!found || found.term === "" || found.term === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = found.term;
      // MERGE #33: the GA4 `search` event's one call site. trackSearch comes from
      // src/lib/analytics/search-event.ts (another helper's), which is not on main yet:
      // trackSearch({ term: found.term, resultCount: found.total, locale });
      void locale;
    }, SETTLED_MS);
    return () => clearTimeout(timer);
  }, [found, locale]);
}

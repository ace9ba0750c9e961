"use client";

import { useEffect, useRef } from "react";
import type { Locale } from "@/config/locale";
import { trackSearch } from "@/lib/analytics/search-event";
import type { Found } from "./use-search-results";

/** How long results stay on screen, unchanged, before their query counts as settled. */
const SETTLED_MS = 1_000;

/**
 * Reports each query the visitor settles on to Analytics (GA4's `search` event, after consent),
 * once: its results shown and left alone for a second. A query that only passes by while the
 * visitor types is not reported.
 */
export function useSettledSearch(found: Found | undefined, locale: Locale) {
  const reported = useRef("");
  useEffect(() => {
    if (!found || found.term === "" || found.term === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = found.term;
      trackSearch({ term: found.term, resultCount: found.total, locale });
    }, SETTLED_MS);
    return () => clearTimeout(timer);
  }, [found, locale]);
}

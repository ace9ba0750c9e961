"use client";

import { useEffect, useRef } from "react";
import { trackEvent } from "@/lib/analytics/track";
import type { Inputs } from "@/lib/rates/inputs";

/** How long the visitor's choices stay unchanged before their estimate counts as finished. */
const SETTLED_MS = 2_000;

/**
 * Reports each estimate the visitor finishes in the calculator to Analytics (`rate_estimate`,
 * after consent, as every event): once its choices have rested for two seconds, and once per
 * platform, tier and view. An estimate opened from a link, untouched (`chosen` undefined), is
 * not the visitor's own and is not reported.
 */
export function useSettledEstimate(chosen: Inputs | undefined) {
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!chosen) return;
    const { platform, tier, view } = chosen;
    const key = `${platform}/${tier}/${view}`;
    if (reported.current.has(key)) return;
    const timer = setTimeout(() => {
      reported.current.add(key);
      trackEvent("rate_estimate", { platform, tier, calculator_view: view });
    }, SETTLED_MS);
    return () => clearTimeout(timer);
  }, [chosen]);
}

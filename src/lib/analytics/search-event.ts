import type { Locale } from "@/config/locale";
import { redactSearchTerm } from "./redact-search-term";
import { trackEvent } from "./track";

export type SearchOutcome = {
  /** What the visitor typed, as typed. */
  term: string;
  /** How many results the search found: 0 is the report to watch (docs/analytics.md). */
  resultCount: number;
  /** The language of the index searched: the search page's. */
  locale: Locale;
};

/**
 * Sends GA4's `search` event for a search that showed its results, after analytics consent
 * only, like every event (trackEvent). The term goes without its e-mail addresses and phone
 * numbers; an empty term sends no event.
 */
export function trackSearch({ term, resultCount, locale }: SearchOutcome): void {
  const searchTerm = redactSearchTerm(term);
  if (searchTerm === "") return;
  trackEvent("search", {
    search_term: searchTerm,
    result_count: resultCount,
    search_language: locale,
  });
}

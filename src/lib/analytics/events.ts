import type { Locale } from "@/config/locale";
import type { Audience } from "@/config/site";
import type { BillingPeriod } from "@/domain/pricing/billing";

export type { Audience };

/**
 * Every event the site sends to Analytics, by name, with its parameters (docs/analytics.md is
 * the catalogue). GA4's recommended name where one fits (generate_lead); our own otherwise.
 * Each parameter is a code, a path or a number from a fixed set: no event can carry a name, an
 * e-mail address, a message or any other text a visitor typed. The one exception is a search's
 * term, sent only as redactSearchTerm leaves it (no e-mail address, no phone number).
 */
export type SiteEvents = {
  /** A call to action chosen: the sign-up links, and the buttons that lead elsewhere. */
  cta_click: {
    placement: string;
    destination: string;
    audience: Audience;
    /** On a landing page, the kind of section the link sits in ("hero", "cta"). */
    section?: string;
  };
  /** The Docs link followed (it leads to the app host). */
  docs_open: { placement: string };
  /**
   * A contact request the function confirmed as stored, with the key of its topic. The contact
   * sender (lib/contact/outcome-events.ts) types it as its topic and its failure codes; they are
   * plain strings here so that analytics, which contact calls, imports nothing of contact.
   */
  generate_lead: { topic: string };
  /** A contact request that ended without being stored, with its failure code. */
  contact_refused: { reason: string };
  /** The pricing page's billing period switched. */
  pricing_period_switch: { period: BillingPeriod };
  /** A case-study filter chosen: by industry or platform (its key), or all of them. */
  case_study_filter: { filter: "industry" | "platform" | "all"; value: string };
  /**
   * GA4's recommended event for a site search (lib/analytics/search-event.ts): the term as
   * redactSearchTerm leaves it, how many results it found, and the language of the index searched.
   */
  search: { search_term: string; result_count: number; search_language: Locale };
  /**
   * An estimate the visitor finished in the rate guide's calculator (hooks/use-settled-estimate.ts):
   * its platform, creator tier and view. No amount, and nothing the visitor typed.
   */
  rate_estimate: { platform: string; tier: string; calculator_view: "brand" | "creator" };
};

export type SiteEventName = keyof SiteEvents;

/** The Web Vitals reported from visitors' browsers (lib/analytics/web-vitals.ts). */
export type WebVitalName = "LCP" | "INP" | "CLS" | "TTFB";

/**
 * One Web Vital as web.dev's "Measure and debug performance with Google Analytics 4" sends it:
 * `value` is the change since the last report (so a sum over reports gives the metric; CLS ×1000,
 * rounded), `metric_id` ties the reports of one page load together, and `debug_target` is the
 * CSS selector of the element behind the figure (LCP, INP and CLS only).
 */
export type WebVitalParams = {
  value: number;
  metric_id: string;
  metric_value: number;
  metric_delta: number;
  metric_rating: "good" | "needs-improvement" | "poor";
  debug_target?: string;
};

import type { Placement } from "@gigloom/attribution";
import type { Audience } from "@/config/site";

/**
 * The data attributes that mark what a visitor may choose, read by one listener
 * (./listen.ts): the markup says what a link or control is, and stays plain HTML that works
 * without a script.
 */
export const ATTRIBUTES = {
  /** Where a call to action sits (one of @gigloom/attribution's placements). */
  placement: "data-placement",
  /** Whom it speaks to, where the link names one ("Join as a Creator"). */
  audience: "data-audience",
  /** A case-study filter: "industry", "platform" or "all", with the key it filters by. */
  filter: "data-filter",
  filterValue: "data-filter-value",
  /** The section of a landing page a call to action sits in: its kind ("hero", "cta"). */
  section: "data-section",
  /** The pricing page's billing-period radio group. */
  pricingPeriod: "data-pricing-period",
} as const;

/** A call to action's attributes; none for a link that is not one. */
export function ctaAttributes(placement?: Placement, audience?: Audience) {
  if (!placement) return {};
  return { [ATTRIBUTES.placement]: placement, [ATTRIBUTES.audience]: audience };
}

/** Marks a landing page's section, which the calls to action inside it name in their event. */
export const sectionAttributes = (section: string) => ({ [ATTRIBUTES.section]: section });

/** Marks the billing-period switch, whose radios the listener follows. */
export const pricingPeriodAttributes = { [ATTRIBUTES.pricingPeriod]: "" };

export type FilterKind = "industry" | "platform" | "all";

export function filterAttributes(kind: FilterKind, value: string) {
  return { [ATTRIBUTES.filter]: kind, [ATTRIBUTES.filterValue]: value };
}

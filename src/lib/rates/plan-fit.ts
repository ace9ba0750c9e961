import { annualPrice, type BillingPeriod } from "@/domain/pricing/billing";
import type { PlanPricing } from "./rate-table";

export type PlanFit = {
  id: PlanPricing["plans"][number]["id"];
  /** The plan's limit on gigs running at once; null is unlimited. */
  activeGigs: number | null;
  billing: BillingPeriod;
  /** What a month costs on that billing, in cents. */
  perMonthCents: number;
  /** The yearly charge on annual billing, in cents; null on monthly billing. */
  perYearCents: number | null;
};

/**
 * The first plan, in tier order, that runs `gigs` gigs at once, at its price for `billing`;
 * null when none does (a brand that size talks to sales about Enterprise).
 */
export function planFor(
  gigs: number,
  pricing: PlanPricing,
  billing: BillingPeriod,
): PlanFit | null {
  const plan = pricing.plans.find(
    (candidate) => candidate.limits.activeGigs === null || candidate.limits.activeGigs >= gigs,
  );
  if (!plan) return null;
  const fit = { id: plan.id, activeGigs: plan.limits.activeGigs, billing };
  if (billing === "monthly") {
    return { ...fit, perMonthCents: plan.monthlyCents, perYearCents: null };
  }
  const annual = annualPrice(plan.monthlyCents, pricing.annualDiscountPercent);
  return { ...fit, perMonthCents: annual.perMonthCents, perYearCents: annual.perYearCents };
}

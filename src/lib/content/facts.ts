import { siteLocale } from "@/config/locale";
import { creatorPayout } from "@/domain/pricing/creator-payout";
import { formatMoney } from "@/domain/pricing/format";
import { ACTIVE_GIGS, limitLabel, SEATS } from "@/domain/pricing/limits";
import { MINIMUM_CREATOR_AGE } from "@/data/creator-eligibility";
import { gigTerms } from "@/data/gig-terms";
import { PLATFORMS } from "@/data/taxonomies";
import type { Facts } from "./placeholders";
import {
  CREATOR_FEE_PERCENT,
  CURRENCY,
  EXAMPLE_GIG_FEE_CENTS,
  ANNUAL_DISCOUNT_PERCENT,
  featureGroups,
  FREE_TRIAL_DAYS,
  plans,
  PRICE_LIST_FILE,
} from "./price-list";
import { ContentError } from "./content-error";

/** The plan name that introduces a feature, so copy follows the comparison table. */
function featureTier(featureName: string): string {
  const feature = featureGroups
    .flatMap((group) => group.features)
    .find((candidate) => candidate.name === featureName);
  const plan = plans.find((candidate) => candidate.id === feature?.from);
  if (!plan) {
    throw new ContentError(
      PRICE_LIST_FILE,
      `field "featureGroups": no paid plan introduces "${featureName}", which the pricing FAQ quotes`,
    );
  }
  return plan.name;
}

const example = creatorPayout(EXAMPLE_GIG_FEE_CENTS, CREATOR_FEE_PERCENT);

/**
 * The facts copy in content/*.yml may quote as `{name}`. Each has one source: the price list
 * (content/pricing.yml), the gig terms and the eligibility rules (src/data).
 */
export const FACTS: Facts = {
  creatorFeePercent: CREATOR_FEE_PERCENT,
  annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT,
  freeTrialDays: FREE_TRIAL_DAYS,
  exampleGigFee: formatMoney(EXAMPLE_GIG_FEE_CENTS, CURRENCY, siteLocale.tag),
  exampleGigPayout: formatMoney(example.payoutCents, CURRENCY, siteLocale.tag),
  ...Object.fromEntries(
    plans.flatMap((plan) => [
      [`${plan.id}PlanName`, plan.name],
      [`${plan.id}PlanActiveGigs`, limitLabel(plan.limits.activeGigs, ACTIVE_GIGS)],
      [`${plan.id}PlanSeats`, limitLabel(plan.limits.seats, SEATS)],
    ]),
  ),
  monthlyInvoicePlanName: featureTier("One monthly invoice covering every gig"),
  ...gigTerms,
  minimumCreatorAge: MINIMUM_CREATOR_AGE,
  platformList: new Intl.ListFormat(siteLocale.tag, { type: "disjunction" }).format(
    Object.values(PLATFORMS),
  ),
};

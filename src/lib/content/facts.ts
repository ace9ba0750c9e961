import { DEFAULT_LOCALE, localeFacts, type Locale } from "@/config/locale";
import { creatorPayout } from "@/domain/pricing/creator-payout";
import { formatMoney } from "@/domain/pricing/format";
import { limitLabel } from "@/domain/pricing/limits";
import { MINIMUM_CREATOR_AGE } from "@/data/creator-eligibility";
import { gigTerms } from "@/data/gig-terms";
import { PLATFORMS } from "@/data/taxonomies";
import { limitNouns } from "@/i18n/limit-nouns";
import type { Facts } from "./placeholders";
import {
  CREATOR_FEE_PERCENT,
  CURRENCY,
  EXAMPLE_GIG_FEE_CENTS,
  ANNUAL_DISCOUNT_PERCENT,
  featureGroups,
  FREE_TRIAL_DAYS,
  plans,
  priceList,
  PRICE_LIST_FILE,
} from "./price-list";
import { ContentError } from "./content-error";
import { perLocale } from "@/i18n/per-locale";

/** The feature the pricing FAQ quotes, named by its English wording, the list's own. */
const MONTHLY_INVOICE_FEATURE = "One monthly invoice covering every gig";

/** The plan (in `locale`'s words) that introduces a feature, so copy follows the table. */
function featureTier(featureName: string, locale: Locale): string {
  const feature = featureGroups
    .flatMap((group) => group.features)
    .find((candidate) => candidate.name === featureName);
  const index = plans.findIndex((candidate) => candidate.id === feature?.from);
  if (index === -1) {
    throw new ContentError(
      PRICE_LIST_FILE,
      `field "featureGroups": no paid plan introduces "${featureName}", which the pricing FAQ quotes`,
    );
  }
  return priceList(locale).plans[index]!.name;
}

const example = creatorPayout(EXAMPLE_GIG_FEE_CENTS, CREATOR_FEE_PERCENT);

function localeFactsOf(locale: Locale): Facts {
  const { tag } = localeFacts[locale];
  const nouns = limitNouns(locale);
  return {
    creatorFeePercent: CREATOR_FEE_PERCENT,
    annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT,
    freeTrialDays: FREE_TRIAL_DAYS,
    exampleGigFee: formatMoney(EXAMPLE_GIG_FEE_CENTS, CURRENCY, tag),
    exampleGigPayout: formatMoney(example.payoutCents, CURRENCY, tag),
    ...Object.fromEntries(
      priceList(locale).plans.flatMap((plan) => [
        [`${plan.id}PlanName`, plan.name],
        [`${plan.id}PlanActiveGigs`, limitLabel(plan.limits.activeGigs, nouns.activeGigs)],
        [`${plan.id}PlanSeats`, limitLabel(plan.limits.seats, nouns.seats)],
      ]),
    ),
    monthlyInvoicePlanName: featureTier(MONTHLY_INVOICE_FEATURE, locale),
    ...gigTerms,
    minimumCreatorAge: MINIMUM_CREATOR_AGE,
    platformList: new Intl.ListFormat(tag, { type: "disjunction" }).format(
      Object.values(PLATFORMS),
    ),
  };
}

/**
 * The facts copy in content/*.yml may quote as `{name}`, written as `locale` writes them.
 * Each has one source: the price list (content/pricing.yml), the gig terms and the
 * eligibility rules (src/data).
 */
export const factsFor: (locale: Locale) => Facts = perLocale(localeFactsOf);

/** The English facts, which the English copy quotes. */
export const FACTS: Facts = factsFor(DEFAULT_LOCALE);

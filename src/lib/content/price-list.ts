import { DEFAULT_LOCALE, type Locale } from "@/config/locale";
import { CURRENCY } from "@/data/pricing";
import { ContentError } from "./content-error";
import { loadDataFile } from "./data-file";
import { localizedDataFile } from "./localized-path";
import {
  PLAN_IDS,
  priceListSchema,
  priceListTranslationSchema,
  type PriceListTranslation,
  TIER_IDS,
} from "./data/pricing";
import { perLocale } from "@/i18n/per-locale";

/**
 * Every price and fee Gigloom publishes, from content/pricing.yml. Pages, FAQs, structured
 * data and tests read these values; annual prices are computed from them (src/domain/pricing).
 * Another language's file (content/<locale>/pricing.yml) gives only the words.
 */
export const PRICE_LIST_FILE = "content/pricing.yml";

export type PlanId = (typeof PLAN_IDS)[number];
export type TierId = (typeof TIER_IDS)[number];

/** A plan's usage limits; `null` means unlimited. */
export type PlanLimits = { activeGigs: number | null; seats: number | null };

export type Plan = {
  id: PlanId;
  name: string;
  /** Who the plan is for, in one line. */
  summary: string;
  /** Whole-dollar monthly price, in cents. */
  monthlyCents: number;
  limits: PlanLimits;
  /** The plan the pricing page suggests to most brands. */
  recommended?: boolean;
};

/** A feature is part of the tier named in `from` and of every tier above it. */
export type Feature = { name: string; from: TierId };
export type FeatureGroup = { name: string; features: readonly Feature[] };

const file = loadDataFile(PRICE_LIST_FILE, priceListSchema);

export { CURRENCY };

/** Annual billing takes this share off the monthly price (rounded down to whole dollars). */
export const ANNUAL_DISCOUNT_PERCENT = file.annualDiscountPercent;

/** What Gigloom keeps from each gig fee, deducted when the creator is paid. Joining is free. */
export const CREATOR_FEE_PERCENT = file.creatorFeePercent;

/** Every paid plan starts with a free trial; gigs funded during it are paid for as usual. */
export const FREE_TRIAL_DAYS = file.freeTrialDays;

/** The gig fee used to show creators what the platform fee means in money. */
export const EXAMPLE_GIG_FEE_CENTS = file.exampleGigFee * 100;

/** In tier order: each plan includes everything in the one before it. */
export const plans: readonly Plan[] = file.plans.map((plan) => ({
  id: plan.id,
  name: plan.name,
  summary: plan.summary,
  monthlyCents: plan.monthlyPrice * 100,
  limits: { activeGigs: plan.activeGigs ?? null, seats: plan.seats ?? null },
  ...(plan.recommended ? { recommended: true } : {}),
}));

export const enterprise = {
  id: "enterprise",
  name: file.enterprise.name,
  summary: file.enterprise.summary,
  limits: { activeGigs: null, seats: null } satisfies PlanLimits,
} as const;

export type Enterprise = Omit<typeof enterprise, "name" | "summary"> & {
  name: string;
  summary: string;
};

export const tierOrder: readonly TierId[] = [...plans.map((plan) => plan.id), enterprise.id];

/**
 * The feature comparison on /pricing. The plan cards list, for each tier, the features that
 * start at that tier, so a feature is written once and both views agree.
 */
export const featureGroups: readonly FeatureGroup[] = file.featureGroups;

export type PriceList = {
  plans: readonly Plan[];
  enterprise: Enterprise;
  featureGroups: readonly FeatureGroup[];
};

/**
 * A translation must name the same features in the same places as the English list, since
 * which tier includes a feature is a fact of the English file: a group or a feature added,
 * dropped or moved fails the build, naming the field.
 */
function checkAlignment(translation: PriceListTranslation, path: string) {
  const mismatch = (field: string, expected: string) => {
    throw new ContentError(path, `field "${field}": ${expected}, as in ${PRICE_LIST_FILE}`);
  };
  if (translation.featureGroups.length !== featureGroups.length) {
    mismatch("featureGroups", `expected ${featureGroups.length} groups`);
  }
  translation.featureGroups.forEach((group, index) => {
    const english = featureGroups[index]!;
    if (group.features.length !== english.features.length) {
      mismatch(`featureGroups.${index}.features`, `expected ${english.features.length} features`);
    }
    group.features.forEach((feature, position) => {
      const from = english.features[position]!.from;
      if (feature.from !== from) {
        mismatch(`featureGroups.${index}.features.${position}.from`, `expected "${from}"`);
      }
    });
  });
}

function translatedPriceList(locale: Locale): PriceList {
  const path = localizedDataFile("pricing.yml", locale);
  const translation = loadDataFile(path, priceListTranslationSchema);
  checkAlignment(translation, path);
  return {
    plans: plans.map((plan, index) => ({ ...plan, ...translation.plans[index]! })),
    enterprise: { ...enterprise, ...translation.enterprise },
    featureGroups: translation.featureGroups,
  };
}

/** The plans, Enterprise and the feature groups, worded in `locale`; the numbers are shared. */
export const priceList: (locale: Locale) => PriceList = perLocale((locale) =>
  locale === DEFAULT_LOCALE ? { plans, enterprise, featureGroups } : translatedPriceList(locale),
);

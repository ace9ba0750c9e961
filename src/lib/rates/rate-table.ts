import type { PLAN_IDS } from "@/lib/content/data/pricing";
import type { ADD_ON_IDS, ADD_ON_KINDS, CREATOR_TIER_IDS, PLATFORM_IDS } from "@/config/rate-ids";

export type PlatformId = (typeof PLATFORM_IDS)[number];
export type CreatorTierId = (typeof CREATOR_TIER_IDS)[number];
export type AddOnId = (typeof ADD_ON_IDS)[number];

/**
 * What the estimate reads of the rate card: its numbers and ids, none of its words. The rate
 * card of any language is one, and so is a generated card in the property tests.
 */
export type RateTable = {
  platforms: readonly {
    id: PlatformId;
    deliverables: readonly {
      id: string;
      rates: readonly { tier: CreatorTierId; low: number; typical: number; high: number }[];
    }[];
  }[];
  usageRights: readonly { days: number; percent: number }[];
  addOns: readonly { id: AddOnId; kind: (typeof ADD_ON_KINDS)[number]; value: number }[];
};

/** The plans as the estimate needs them: which fits a number of gigs, and at what price. */
export type PlanPricing = {
  /** In tier order; a null `activeGigs` is unlimited. */
  plans: readonly {
    id: (typeof PLAN_IDS)[number];
    monthlyCents: number;
    limits: { activeGigs: number | null };
  }[];
  annualDiscountPercent: number;
};

type Deliverable = RateTable["platforms"][number]["deliverables"][number];

/** A deliverable's rate for `tier`: the schema gives every deliverable one per tier. */
export const rateOfTier = (deliverable: Deliverable, tier: CreatorTierId) =>
  deliverable.rates.find((rate) => rate.tier === tier)!;

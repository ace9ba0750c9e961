/**
 * Every price and fee Gigloom publishes. Pages, FAQs, structured data and tests read these
 * values; annual prices are computed from them (src/domain/pricing), never written down.
 */

export const CURRENCY = "USD";

/** Annual billing takes this share off the monthly price (rounded down to whole dollars). */
export const ANNUAL_DISCOUNT_PERCENT = 20;

/** What Gigloom keeps from each gig fee, deducted when the creator is paid. Joining is free. */
export const CREATOR_FEE_PERCENT = 10;

/** Every paid plan starts with a free trial; gigs funded during it are paid for as usual. */
export const FREE_TRIAL_DAYS = 14;

export type PlanId = "starter" | "growth" | "scale";
export type TierId = PlanId | "enterprise";

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

/** In tier order: each plan includes everything in the one before it. */
export const plans: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    summary: "For brands running their first creator gigs.",
    monthlyCents: 49_00,
    limits: { activeGigs: 3, seats: 1 },
  },
  {
    id: "growth",
    name: "Growth",
    summary: "For teams running a steady creator programme every month.",
    monthlyCents: 149_00,
    limits: { activeGigs: 15, seats: 5 },
    recommended: true,
  },
  {
    id: "scale",
    name: "Scale",
    summary: "For brands that brief creators every week, across several products.",
    monthlyCents: 399_00,
    limits: { activeGigs: null, seats: 15 },
  },
];

export const enterprise = {
  id: "enterprise",
  name: "Enterprise",
  summary:
    "For brands and agencies with procurement, security review or several markets to run from one account.",
  limits: { activeGigs: null, seats: null } satisfies PlanLimits,
} as const;

export const tierOrder: readonly TierId[] = [...plans.map((plan) => plan.id), enterprise.id];

/** The gig fee used to show creators what the platform fee means in money. */
export const EXAMPLE_GIG_FEE_CENTS = 500_00;

import type { Feature, FeatureGroup } from "@/data/plan-features";
import { tierOrder, type TierId } from "@/data/pricing";

function rank(tier: TierId): number {
  return tierOrder.indexOf(tier);
}

/** Tiers are cumulative: a feature is in its starting tier and every tier above it. */
export function tierIncludes(tier: TierId, feature: Feature): boolean {
  return rank(tier) >= rank(feature.from);
}

/** The features a tier adds to the one below it, in comparison-table order. */
export function featuresStartingAt(groups: readonly FeatureGroup[], tier: TierId): Feature[] {
  return groups.flatMap((group) => group.features.filter((feature) => feature.from === tier));
}

/** The tier below this one, whose features this one includes; undefined for the first. */
export function previousTier(tier: TierId): TierId | undefined {
  return tierOrder[rank(tier) - 1];
}

export type Noun = { one: string; other: string };

export const ACTIVE_GIGS: Noun = { one: "active gig", other: "active gigs" };
export const SEATS: Noun = { one: "seat", other: "seats" };

/** "15" or "Unlimited": a limit on its own, as in a table cell. `null` means unlimited. */
export function limitValue(limit: number | null): string {
  return limit === null ? "Unlimited" : String(limit);
}

/** "1 seat", "15 active gigs", "Unlimited seats". */
export function limitLabel(limit: number | null, noun: Noun): string {
  return `${limitValue(limit)} ${limit === 1 ? noun.one : noun.other}`;
}

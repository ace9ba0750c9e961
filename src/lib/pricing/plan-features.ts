import { type Feature, type FeatureGroup, tierOrder, type TierId } from "@/lib/content/price-list";

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

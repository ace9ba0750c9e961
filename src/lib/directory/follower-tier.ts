import type { CREATOR_TIER_IDS } from "@/config/rate-ids";

type CreatorTierId = (typeof CREATOR_TIER_IDS)[number];

/** A rate guide tier's follower range, as the rate card gives it (content/rates.yml). */
export type TierRange = { id: CreatorTierId; minFollowers: number; maxFollowers: number };

/**
 * The tier a follower count falls in: the range that holds it (its lower bound included), the
 * top tier above every range, none below the first. The directory shows this, never the count.
 */
export function followerTier(
  count: number,
  tiers: readonly TierRange[],
): CreatorTierId | undefined {
  const ordered = [...tiers].sort((a, b) => a.minFollowers - b.minFollowers);
  const top = ordered.at(-1);
  if (top && count >= top.maxFollowers) return top.id;
  return ordered.find((tier) => count >= tier.minFollowers && count < tier.maxFollowers)?.id;
}

import type { TierRange } from "./follower-tier";

/** 1000 → "1k", 250000 → "250k", 1000000 → "1M": how creators write their audience. */
export function compactCount(count: number): string {
  if (count >= 1_000_000) return `${Number((count / 1_000_000).toFixed(1))}M`;
  if (count >= 1_000) return `${Number((count / 1_000).toFixed(1))}k`;
  return String(count);
}

/**
 * A tier's followers as a band, "10k–50k", or "250k+" for the top tier, which has no ceiling:
 * what the directory shows of a creator's audience, never their count.
 */
export function followerBand(tier: TierRange, tiers: readonly TierRange[]): string {
  const top = [...tiers].sort((a, b) => b.minFollowers - a.minFollowers)[0];
  return tier.id === top?.id
    ? `${compactCount(tier.minFollowers)}+`
    : `${compactCount(tier.minFollowers)}–${compactCount(tier.maxFollowers)}`;
}

import { describe, expect, it } from "vitest";
import { rateCard } from "@/lib/content";
import { compactCount, followerBand } from "@/lib/directory/follower-band";

describe("a creator's audience as the directory shows it", () => {
  it("writes counts as creators do", () => {
    expect([999, 1000, 10_000, 12_500, 250_000, 1_000_000, 1_500_000].map(compactCount)).toEqual([
      "999",
      "1k",
      "10k",
      "12.5k",
      "250k",
      "1M",
      "1.5M",
    ]);
  });

  it("gives each tier of the rate card its band, and the top one no ceiling", () => {
    const tiers = rateCard("en").tiers;
    expect(tiers.map((tier) => followerBand(tier, tiers))).toEqual([
      "1k–10k",
      "10k–50k",
      "50k–250k",
      "250k+",
    ]);
  });
});

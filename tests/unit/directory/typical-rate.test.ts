import { describe, expect, it } from "vitest";
import { listedCreators, rateCard } from "@/lib/content";
import { typicalRate } from "@/lib/rates/typical-rate";
import { rateOfTier } from "@/lib/rates/rate-table";

describe("what a creator's page says creators of their tier charge", () => {
  const creator = listedCreators()[0]!;

  it("is the rate card's low and high for their tier, on their first platform's first deliverable", () => {
    const rate = typicalRate(creator, "es")!;
    const platform = rateCard("es").platforms.find((p) => p.id === rate.platform)!;
    const tier = creator.tiers[rate.platform]!;
    expect(creator.handles[rate.platform]).toBeDefined();
    expect(rate).toMatchObject({
      deliverable: platform.deliverables[0]!.name,
      tierName: rateCard("es").tiers.find((t) => t.id === tier)!.name,
      low: rateOfTier(platform.deliverables[0]!, tier).low,
      high: rateOfTier(platform.deliverables[0]!, tier).high,
    });
  });

  it("is none for a creator with no tier on the platform they are hired for", () => {
    const untiered = { ...creator, tiers: {} };
    expect(typicalRate(untiered, "en")).toBeUndefined();
  });
});

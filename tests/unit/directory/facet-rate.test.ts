import { describe, expect, it } from "vitest";
import { directoryFacets, rateCard } from "@/lib/content";
import { commonTier } from "@/lib/directory/facets";
import { facetRate } from "@/lib/rates/facet-rate";
import { rateOfTier } from "@/lib/rates/rate-table";

describe("the rate guide's line on a facet's page", () => {
  const facet = directoryFacets().find((f) => f.niche !== undefined)!;
  const tier = commonTier(facet.creators, facet.platform)!;

  it.each(["en", "es"] as const)(
    "in %s: the rate card's low and high for its most common tier, on the platform's first deliverable",
    (locale) => {
      const card = rateCard(locale);
      const deliverable = card.platforms.find((p) => p.id === facet.platform)!.deliverables[0]!;
      expect(facetRate(facet, locale)).toMatchObject({
        tierName: card.tiers.find((t) => t.id === tier)!.name,
        deliverable: deliverable.name,
        low: rateOfTier(deliverable, tier).low,
        high: rateOfTier(deliverable, tier).high,
      });
    },
  );

  it("links to the calculator, set to the platform and that tier", () => {
    expect(facetRate(facet, "en")!.calculatorHref).toBe(
      `/rates?platform=${facet.platform}${tier === "nano" ? "" : `&tier=${tier}`}#calculator`,
    );
    expect(facetRate(facet, "es")!.calculatorHref).toMatch(/^\/es\/tarifas\?platform=/);
  });

  it("is none for creators with no tier on the platform", () => {
    const untiered = { ...facet, creators: facet.creators.map((c) => ({ ...c, tiers: {} })) };
    expect(facetRate(untiered, "en")).toBeUndefined();
  });
});

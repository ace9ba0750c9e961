import { describe, expect, it } from "vitest";
import { featuresStartingAt, previousTier, tierIncludes } from "@/lib/pricing/plan-features";
import { featureGroups, type FeatureGroup, tierOrder } from "@/lib/content/price-list";

const groups: FeatureGroup[] = [
  {
    name: "A",
    features: [
      { name: "basic", from: "starter" },
      { name: "team", from: "growth" },
    ],
  },
  { name: "B", features: [{ name: "sso", from: "enterprise" }] },
];

describe("tierIncludes", () => {
  it("includes a feature in its own tier and every tier above, not below", () => {
    const team = { name: "team", from: "growth" } as const;
    expect(tierIncludes("starter", team)).toBe(false);
    expect(tierIncludes("growth", team)).toBe(true);
    expect(tierIncludes("scale", team)).toBe(true);
    expect(tierIncludes("enterprise", team)).toBe(true);
  });
});

describe("featuresStartingAt", () => {
  it("lists only the features a tier adds, across groups, in order", () => {
    expect(featuresStartingAt(groups, "starter").map((f) => f.name)).toEqual(["basic"]);
    expect(featuresStartingAt(groups, "growth").map((f) => f.name)).toEqual(["team"]);
    expect(featuresStartingAt(groups, "scale")).toEqual([]);
    expect(featuresStartingAt(groups, "enterprise").map((f) => f.name)).toEqual(["sso"]);
  });

  it("gives every published tier something of its own to list", () => {
    for (const tier of tierOrder) {
      expect(featuresStartingAt(featureGroups, tier).length, tier).toBeGreaterThan(0);
    }
  });
});

describe("previousTier", () => {
  it("names the tier below, and none below the first", () => {
    expect(previousTier("starter")).toBeUndefined();
    expect(previousTier("growth")).toBe("starter");
    expect(previousTier("enterprise")).toBe("scale");
  });
});

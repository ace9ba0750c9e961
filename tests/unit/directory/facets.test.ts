import { describe, expect, it } from "vitest";
import { INDUSTRIES } from "@/data/taxonomies";
import { directoryFacets, listedCreators } from "@/lib/content";
import type { DirectoryEntry } from "@/lib/directory/entry";
import {
  commonTier,
  facetPages,
  MIN_FACET_CREATORS,
  onPlatform,
  qualifies,
} from "@/lib/directory/facets";
import { HANDLE_PLATFORMS } from "@/lib/directory/profile";

const template = listedCreators()[0]!;

/** A listed creator with only what the facets read set: handles, tiers and niches. */
const creator = (
  slug: string,
  on: Partial<Record<"tiktok" | "instagram" | "youtube", DirectoryEntry["tiers"]["tiktok"]>>,
  niches: DirectoryEntry["niches"],
): DirectoryEntry => ({
  ...template,
  slug,
  handles: Object.fromEntries(Object.keys(on).map((platform) => [platform, slug])),
  tiers: Object.fromEntries(Object.entries(on).filter(([, tier]) => tier !== undefined)),
  niches,
});

describe("which creators a facet page lists", () => {
  it("takes a creator onto a platform's page with a handle and a tier there", () => {
    expect(onPlatform(creator("a", { tiktok: "micro" }, ["beauty"]), "tiktok")).toBe(true);
    expect(onPlatform(creator("a", { tiktok: "micro" }, ["beauty"]), "youtube")).toBe(false);
    // A handle whose followers are under the first tier: no band to show, so not on the page.
    expect(onPlatform(creator("a", { tiktok: undefined }, ["beauty"]), "tiktok")).toBe(false);
  });

  it("takes them onto a niche's page on that platform when the niche is one of theirs", () => {
    const both = creator("a", { tiktok: "nano" }, ["beauty", "home"]);
    expect(qualifies(both, { platform: "tiktok", niche: "home" })).toBe(true);
    expect(qualifies(both, { platform: "tiktok", niche: "gaming" })).toBe(false);
    expect(qualifies(both, { platform: "instagram", niche: "home" })).toBe(false);
    expect(qualifies(both, { platform: "tiktok" })).toBe(true);
  });
});

describe("which facets have a page", () => {
  const three = [
    creator("a", { tiktok: "nano", youtube: "mid" }, ["beauty"]),
    creator("b", { tiktok: "micro" }, ["beauty", "gaming"]),
    creator("c", { tiktok: "micro", youtube: "mid" }, ["beauty", "gaming"]),
  ];

  it(`publishes a facet with ${MIN_FACET_CREATORS} creators or more, and none with fewer`, () => {
    expect(MIN_FACET_CREATORS).toBe(3);
    const pages = facetPages(three);
    expect(pages.map(({ platform, niche }) => [platform, niche])).toEqual([
      ["tiktok", undefined],
      ["tiktok", "beauty"],
    ]);
    // TikTok gaming and YouTube have two creators each: no page, however good the two.
    expect(facetPages(three.slice(0, 2))).toEqual([]);
  });

  it("keeps the creators in the order it was given them", () => {
    const reversed = [...three].reverse();
    expect(facetPages(reversed)[0]!.creators.map((c) => c.slug)).toEqual(["c", "b", "a"]);
  });

  it("lists each platform, then its niches, in the taxonomy's order", () => {
    const everywhere = ["a", "b", "c"].map((slug) =>
      creator(slug, { tiktok: "nano", instagram: "nano", youtube: "nano" }, [...INDUSTRIES]),
    );
    expect(facetPages(everywhere).map(({ platform, niche }) => niche ?? platform)).toEqual(
      HANDLE_PLATFORMS.flatMap((platform) => [platform, ...INDUSTRIES]),
    );
  });

  it("gives the demo a page for every platform, and leaves out a niche too thin on one", () => {
    const facets = directoryFacets();
    for (const facet of facets) {
      expect(facet.creators.length).toBeGreaterThanOrEqual(MIN_FACET_CREATORS);
      expect(facet.creators).toEqual(listedCreators().filter((c) => qualifies(c, facet)));
    }
    expect(facets.filter((facet) => facet.niche === undefined)).toHaveLength(3);
    const thin = { platform: "tiktok", niche: "food-and-drink" } as const;
    expect(listedCreators().filter((c) => qualifies(c, thin)).length).toBeLessThan(3);
    expect(facets.some((f) => f.platform === thin.platform && f.niche === thin.niche)).toBe(false);
  });
});

describe("the tier a facet's rate line quotes", () => {
  it("is the tier most of its creators have on the platform", () => {
    const creators = [
      creator("a", { tiktok: "nano" }, ["beauty"]),
      creator("b", { tiktok: "micro" }, ["beauty"]),
      creator("c", { tiktok: "micro" }, ["beauty"]),
    ];
    expect(commonTier(creators, "tiktok")).toBe("micro");
  });

  it("goes to the smaller tier in a tie, and is none where no one has a tier", () => {
    const tie = [
      creator("a", { youtube: "macro" }, ["beauty"]),
      creator("b", { youtube: "mid" }, ["beauty"]),
    ];
    expect(commonTier(tie, "youtube")).toBe("mid");
    expect(commonTier(tie, "tiktok")).toBeUndefined();
  });
});

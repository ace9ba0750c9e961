import { describe, expect, it } from "vitest";
import { pagePaths, switchTarget } from "@/i18n/counterparts";
import { creatorPath, directoryFacets, facetPath, listedCreators } from "@/lib/content";

describe("the language switch on the directory's pages, which it is given no list of", () => {
  it("leads from each creator's page to theirs in the other language, both ways", () => {
    for (const { slug } of listedCreators()) {
      expect(switchTarget(creatorPath(slug, "en"), "es")).toBe(creatorPath(slug, "es"));
      expect(switchTarget(creatorPath(slug, "es"), "en")).toBe(creatorPath(slug, "en"));
    }
  });

  it("leads from each facet to the same facet, and from a facet's later page to its first", () => {
    const facets = directoryFacets();
    expect(facets.some((facet) => facet.niche)).toBe(true);
    for (const facet of facets) {
      expect(switchTarget(facetPath(facet, "es"), "en")).toBe(facetPath(facet, "en"));
      expect(switchTarget(`${facetPath(facet, "en")}/page/2`, "es")).toBe(facetPath(facet, "es"));
    }
  });

  it("still leads elsewhere to the other language's home, and the directory to its own", () => {
    expect(switchTarget("/for/a-landing-page-in-english-only", "es")).toBe("/es");
    expect(switchTarget("/directory/page/3", "es")).toBe("/es/directorio");
    // A list's later page is no facet's page: it has no counterpart of that shape.
    expect(pagePaths("/directory/page/2")).toEqual({});
  });
});

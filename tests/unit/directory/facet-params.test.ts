import { describe, expect, it } from "vitest";
import {
  directoryFacets,
  directoryNicheParams,
  directoryNichePageParams,
  directoryPlatformPageParams,
  directoryPlatformParams,
} from "@/lib/content";

describe("the pages the facets' routes build", () => {
  const facets = directoryFacets();

  it("are each facet's page, a platform's and a niche's, the same in every language", () => {
    expect(directoryPlatformParams()).toEqual(
      facets.filter((f) => f.niche === undefined).map(({ platform }) => ({ platform })),
    );
    expect(directoryNicheParams()).toEqual(
      facets.flatMap(({ platform, niche }) => (niche ? [{ platform, niche }] : [])),
    );
  });

  it("page a facet of more than 24 creators, with both its parameters on a niche's", () => {
    for (const locale of ["en", "es"] as const) {
      expect(directoryPlatformPageParams(locale).length).toBeGreaterThan(0);
      for (const { platform, page } of directoryPlatformPageParams(locale)) {
        const facet = facets.find((f) => f.platform === platform && f.niche === undefined)!;
        expect(Number(page)).toBeLessThanOrEqual(Math.ceil(facet.creators.length / 24));
        expect(Number(page)).toBeGreaterThan(1);
      }
      // No niche of the demo fills two pages: the route builds its page "1", which leads to
      // the first niche's own address, since a static export refuses a route with no page.
      expect(directoryNichePageParams(locale)).toEqual([
        { platform: facets[1]!.platform, niche: facets[1]!.niche, page: "1" },
      ]);
    }
  });
});

import { CREATOR_TIER_IDS } from "@/config/rate-ids";
import { INDUSTRIES, type IndustryId } from "@/data/taxonomies";
import type { DirectoryEntry } from "./entry";
import { HANDLE_PLATFORMS, type HandlePlatform } from "./profile";

/**
 * The fewest creators a facet page lists. Below it the page would be thin (a search engine's
 * word for a page with little of its own), so it is not published at all, nor linked to.
 */
export const MIN_FACET_CREATORS = 3;

/** A slice of the directory: the creators on one platform, or on one platform in one niche. */
export type DirectoryFacet = { platform: HandlePlatform; niche?: IndustryId };

/** A facet that has a page, with its creators in the order they were given. */
export type FacetPage = DirectoryFacet & { creators: readonly DirectoryEntry[] };

/**
 * On a platform: a handle there and a tier, so that their card on the facet's page shows the
 * platform with its follower band. A count below the first tier publishes no tier.
 */
export const onPlatform = (creator: DirectoryEntry, platform: HandlePlatform) =>
  creator.handles[platform] !== undefined && creator.tiers[platform] !== undefined;

/** Whether `creator` belongs on the page of `facet`. */
export const qualifies = (creator: DirectoryEntry, { platform, niche }: DirectoryFacet) =>
  onPlatform(creator, platform) && (niche === undefined || creator.niches.includes(niche));

/**
 * Every facet with a page: each platform with MIN_FACET_CREATORS or more creators, followed by
 * each of its niches that has as many, in the order of the platforms and of the industries.
 */
export function facetPages(creators: readonly DirectoryEntry[]): FacetPage[] {
  const facets: DirectoryFacet[] = HANDLE_PLATFORMS.flatMap((platform) => [
    { platform },
    ...INDUSTRIES.map((niche) => ({ platform, niche })),
  ]);
  return facets
    .map((facet) => ({ ...facet, creators: creators.filter((c) => qualifies(c, facet)) }))
    .filter((page) => page.creators.length >= MIN_FACET_CREATORS);
}

/**
 * The tier most of `creators` have on `platform`, for the rate guide's line on a facet's page;
 * a tie goes to the smaller tier, the cheaper quote. None if no creator has a tier there.
 */
export function commonTier(creators: readonly DirectoryEntry[], platform: HandlePlatform) {
  const counts = CREATOR_TIER_IDS.map(
    (tier) => creators.filter((creator) => creator.tiers[platform] === tier).length,
  );
  const most = Math.max(...counts);
  return most === 0 ? undefined : CREATOR_TIER_IDS[counts.indexOf(most)];
}

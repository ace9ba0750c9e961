import type { Locale } from "@/config/locale";
import { type DirectoryFacet, type FacetPage, facetPages } from "@/lib/directory/facets";
import { directoryList, listedCreators } from "./creators";
import { type ListRoute, listPagePath } from "./pagination";

let facets: readonly FacetPage[] | undefined;

/**
 * The directory's facet pages, from the listed creators, in the directory's order: the same
 * facets and creators in every language, as a creator's page is.
 */
export function directoryFacets(): readonly FacetPage[] {
  facets ??= facetPages(listedCreators());
  return facets;
}

/** The facet page of `platform`, or of `niche` on it, if it has one: a route's params ask. */
export const directoryFacet = (platform: string, niche?: string): FacetPage | undefined =>
  directoryFacets().find((facet) => facet.platform === platform && facet.niche === niche);

/** A facet's list of creators, 24 to a page as the directory's, with its later pages. */
export const facetCreatorList = ({ platform, niche }: DirectoryFacet): ListRoute =>
  niche === undefined
    ? {
        ...directoryList,
        first: "directoryPlatform",
        later: "directoryPlatformPage",
        values: [platform],
      }
    : {
        ...directoryList,
        first: "directoryNiche",
        later: "directoryNichePage",
        values: [platform, niche],
      };

/** A facet's page, e.g. /directory/tiktok/beauty or /es/directorio/tiktok/beauty. */
export const facetPath = (facet: DirectoryFacet, locale: Locale) =>
  listPagePath(facetCreatorList(facet), 1, locale);

import type { Locale } from "@/config/locale";
import { getAllCaseStudies } from "./case-studies";
import { directoryFacets, facetCreatorList } from "./creator-facets";
import { directoryList, listedCreators } from "./creators";
import { caseStudyFacets, type FacetKind } from "./case-study-facets";
import type { ListRoute } from "./pagination";
import { getAllPosts, getAllTags, getPostsByTag } from "./posts";

/** The site's lists of cards, each paged (./pagination.ts): its routes and its parameter. */
export const blogList: ListRoute = { first: "blog", later: "blogPage" };
export const caseStudiesList: ListRoute = { first: "caseStudies", later: "caseStudiesPage" };
export const tagList = (tag: string): ListRoute => ({
  first: "tag",
  later: "tagPage",
  values: [tag],
});
export const facetList = (kind: FacetKind, id: string): ListRoute =>
  kind === "industry"
    ? { first: "industryFilter", later: "industryFilterPage", values: [id] }
    : { first: "platformFilter", later: "platformFilterPage", values: [id] };

/** Every list in `locale` with the number of its cards: what the sitemap pages through. */
export function siteLists(locale: Locale): { list: ListRoute; total: number }[] {
  const facets = (kind: FacetKind) =>
    caseStudyFacets[kind].values(locale).map((facet) => ({
      list: facetList(kind, facet.id),
      total: caseStudyFacets[kind].studies(facet.id, locale).length,
    }));
  return [
    { list: blogList, total: getAllPosts(locale).length },
    ...getAllTags(locale).map((tag) => ({
      list: tagList(tag.id),
      total: getPostsByTag(tag.id, locale).length,
    })),
    { list: caseStudiesList, total: getAllCaseStudies(locale).length },
    ...facets("industry"),
    ...facets("platform"),
    { list: directoryList, total: listedCreators().length },
    ...directoryFacets().map((facet) => ({
      list: facetCreatorList(facet),
      total: facet.creators.length,
    })),
  ];
}

import type { Locale } from "@/config/locale";
import { getAllCaseStudies, getIndustries, getPlatforms } from "./case-studies";
import { caseStudyFacets, type FacetKind } from "./case-study-facets";
import { laterPageValues } from "./pagination";
import { getAllPosts, getAllTags, getPostsByTag } from "./posts";
import { rateCard } from "./rate-card";

/**
 * generateStaticParams for each content route, in each language's tree. A page and its
 * opengraph-image both need them under `output: "export"`, so they are written once here.
 */
export const postParams = (locale: Locale) =>
  getAllPosts(locale).map((post) => ({ slug: post.slug }));
export const tagParams = (locale: Locale) => getAllTags(locale).map((tag) => ({ tag: tag.id }));
export const caseStudyParams = (locale: Locale) =>
  getAllCaseStudies(locale).map((study) => ({ slug: study.slug }));
export const industryParams = (locale: Locale) =>
  getIndustries(locale).map((industry) => ({ industry: industry.id }));
export const platformParams = (locale: Locale) =>
  getPlatforms(locale).map((platform) => ({ platform: platform.id }));
export const ratePlatformParams = (locale: Locale) =>
  rateCard(locale).platforms.map((platform) => ({ platform: platform.id }));

/**
 * A later-pages route's params, or, while no list of the route has a second page, its page "1"
 * of the first list, which leads to that list: a static export refuses a route that makes no
 * page. `lists` holds each list's own params and its number of cards.
 */
function laterPageParams<P extends object>(lists: { params: P; total: number }[]) {
  const later = lists.flatMap(({ params, total }) =>
    laterPageValues(total).map((page) => ({ ...params, page })),
  );
  const first = lists[0];
  return later.length > 0 || !first ? later : [{ ...first.params, page: "1" }];
}

export const blogPageParams = (locale: Locale) =>
  laterPageParams([{ params: {}, total: getAllPosts(locale).length }]);
export const tagPageParams = (locale: Locale) =>
  laterPageParams(
    getAllTags(locale).map((tag) => ({
      params: { tag: tag.id },
      total: getPostsByTag(tag.id, locale).length,
    })),
  );
export const caseStudiesPageParams = (locale: Locale) =>
  laterPageParams([{ params: {}, total: getAllCaseStudies(locale).length }]);
const facetPageParams = (kind: FacetKind, locale: Locale) =>
  laterPageParams(
    caseStudyFacets[kind].values(locale).map((facet) => ({
      params: { [kind]: facet.id },
      total: caseStudyFacets[kind].studies(facet.id, locale).length,
    })),
  );
export const industryPageParams = (locale: Locale) => facetPageParams("industry", locale);
export const platformPageParams = (locale: Locale) => facetPageParams("platform", locale);

import type { Locale } from "@/config/locale";
import { getAllCaseStudies, getIndustries, getPlatforms } from "./case-studies";
import { directoryFacets } from "./creator-facets";
import { listedCreators } from "./creators";
import type { RouteName } from "@/config/routes";
import { siteLists } from "./lists";
import { laterPageValues, type ListRoute, perPageOf } from "./pagination";
import { getLandingPages, NO_LANDING_PAGE } from "./landing-pages";
import { getAllPosts, getAllTags } from "./posts";
import { rateCard } from "./rate-card";

/**
 * generateStaticParams for each content route, in each language's tree. A page and its
 * opengraph-image both need them under `output: "export"`, so they are written once here.
 */
/** Each landing page of `locale`, by its slug in that language. */
/**
 * Each landing page of `locale`, by its slug in that language; a language with none yet builds
 * one placeholder, NO_LANDING_PAGE, as a static export refuses a route with no page.
 */
export function landingParams(locale: Locale) {
  const pages = getLandingPages(locale).map((page) => ({ slug: page.slug }));
  return pages.length > 0 ? pages : [{ slug: NO_LANDING_PAGE }];
}
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
 * A later-pages route's params, from each of its lists (./lists.ts) and the list's parameters
 * under the route's names for them; or, while no list of the route has a second page, its page
 * "1" of the first list, which leads to that list (or, with no list at all, of a placeholder
 * that is not found): a static export refuses a route that makes no page.
 */
function laterPageParams<Name extends string>(locale: Locale, later: RouteName, ...names: Name[]) {
  const lists = siteLists(locale).filter(({ list }) => list.later === later);
  const paramsOf = (list?: ListRoute) =>
    Object.fromEntries(
      names.map((name, index) => [name, list?.values?.[index] ?? NO_LANDING_PAGE]),
    ) as Record<Name, string>;
  const pages = lists.flatMap(({ list, total }) =>
    laterPageValues(total, perPageOf(list)).map((page) => ({ ...paramsOf(list), page })),
  );
  return pages.length > 0 ? pages : [{ ...paramsOf(lists[0]?.list), page: "1" }];
}

export const blogPageParams = (locale: Locale) => laterPageParams(locale, "blogPage");
export const tagPageParams = (locale: Locale) => laterPageParams(locale, "tagPage", "tag");
export const caseStudiesPageParams = (locale: Locale) => laterPageParams(locale, "caseStudiesPage");
/** Each listed creator; a build with none makes one placeholder, as for the landing pages. */
export function creatorParams() {
  const creators = listedCreators().map((creator) => ({ slug: creator.slug }));
  return creators.length > 0 ? creators : [{ slug: NO_LANDING_PAGE }];
}
export const directoryPageParams = (locale: Locale) => laterPageParams(locale, "directoryPage");
/** Each facet page of the directory; a build with none makes one placeholder, as for creators. */
export function directoryPlatformParams() {
  const facets = directoryFacets().filter((facet) => facet.niche === undefined);
  return facets.length > 0
    ? facets.map(({ platform }) => ({ platform }))
    : [{ platform: NO_LANDING_PAGE }];
}
export function directoryNicheParams() {
  const facets = directoryFacets().flatMap(({ platform, niche }) =>
    niche === undefined ? [] : [{ platform, niche }],
  );
  return facets.length > 0 ? facets : [{ platform: NO_LANDING_PAGE, niche: NO_LANDING_PAGE }];
}
export const directoryPlatformPageParams = (locale: Locale) =>
  laterPageParams(locale, "directoryPlatformPage", "platform");
export const directoryNichePageParams = (locale: Locale) =>
  laterPageParams(locale, "directoryNichePage", "platform", "niche");
export const industryPageParams = (locale: Locale) =>
  laterPageParams(locale, "industryFilterPage", "industry");
export const platformPageParams = (locale: Locale) =>
  laterPageParams(locale, "platformFilterPage", "platform");

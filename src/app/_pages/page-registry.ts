import { localeFacts, type Locale } from "@/config/locale";
import type { RouteId } from "@/config/routes";
import { routesFor } from "@/config/site";
import { blogPage } from "./blog/blog-index-page";
import { caseStudiesPage } from "./case-studies/case-studies-page";
import { contactPage } from "./contact/contact-declaration";
import { creatorsPage } from "./creators/creators-page";
import { directoryPage } from "./directory/directory-page";
import { homePage } from "./home/home-page";
import { privacyPage, termsPage } from "./legal/legal-pages";
import type { PageDeclaration } from "./page-declaration";
import { pricingPage } from "./pricing/pricing-page";
import { rateGuidePage } from "./rates/rate-guide-declaration";
import { searchPage } from "./search/search-declaration";

/**
 * Every page written in code, declared once: each route of the locale table's sections, and
 * the home page. Its route files, the search page's site map, the 404 page's suggestions, the
 * site search and the route tests read it; the type check refuses a section without one.
 * In the footer's order, which the site map keeps. Nothing here imports client code: a route
 * that renders a page's body loads the client code of every body it imports.
 */
export const pageRegistry = {
  home: homePage,
  creators: creatorsPage,
  directory: directoryPage,
  pricing: pricingPage,
  rates: rateGuidePage,
  caseStudies: caseStudiesPage,
  blog: blogPage,
  contact: contactPage,
  privacy: privacyPage,
  terms: termsPage,
  search: searchPage,
} as const satisfies Record<RouteId, PageDeclaration>;

export const registeredPageIds = Object.keys(pageRegistry) as RouteId[];

/** A registered page in one language: its id, its path and its name in the site's lists. */
export type RegisteredPage = { id: RouteId; path: `/${string}`; title: string; locale: Locale };

export function registeredPages(locale: Locale): RegisteredPage[] {
  return registeredPageIds.map((id) => ({
    id,
    path: routesFor(locale)[id],
    title: pageRegistry[id].listTitle(locale),
    locale,
  }));
}

/** A section, which the shared route may render (the home page has no slug). */
type SharedRoutePageId = Exclude<RouteId, "home">;

/** The sections the shared route renders: those whose body the registry holds. */
export const sharedRoutePageIds = registeredPageIds.filter(
  (id): id is SharedRoutePageId => id !== "home" && pageRegistry[id].Body !== undefined,
);

/** The shared route's `generateStaticParams`: each of its sections' slug in `locale`. */
export const sharedRouteParams = (locale: Locale) =>
  sharedRoutePageIds.map((id) => ({ page: localeFacts[locale].slugs[id] }));

/** The section of the shared route at `slug` in `locale`. */
export function sharedRoutePageAt(locale: Locale, slug: string): RouteId {
  const id = sharedRoutePageIds.find((candidate) => localeFacts[locale].slugs[candidate] === slug);
  if (!id) throw new Error(`No page of the shared route has the slug "${slug}" in ${locale}`);
  return id;
}

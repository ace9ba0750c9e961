import type { MetadataRoute } from "next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import type { PagePaths } from "@/i18n/counterparts";
import {
  caseStudyPath,
  creatorPath,
  directoryFacets,
  facetPath,
  getAllCaseStudies,
  getAllPosts,
  getAllTags,
  getLandingPages,
  listedCreators,
  listedLandingPages,
  getIndustries,
  getPlatforms,
  industryFilterPath,
  type ListRoute,
  listPagePath,
  pageCount,
  perPageOf,
  platformFilterPath,
  postPath,
  siteLists,
  tagPath,
} from "@/lib/content";
import { fixedRoutePaths } from "@/config/routes";
import { absoluteUrl } from "./absolute-url";
import { pageLanguages } from "./page-languages";
import type { PageKind } from "./sitemap-maps";
import { counterpartPages } from "@/lib/content/counterpart-pages";

/** A page of the site, with its kind: the sitemap has a map per language and kind. */
export type SitePage = { path: string; kind: PageKind; lastModified?: string };

/**
 * The map a list's later pages go in: the blog's with the posts, a topic's with the topics, the
 * directory's with the creators; the case studies' and their filters' with the case studies.
 */
const LATER_PAGES_KIND: Record<string, PageKind> = {
  blog: "posts",
  tag: "topics",
  directory: "creators",
  directoryPlatform: "creators",
  directoryNiche: "creators",
};

/** A list of cards in one language, and how many cards it holds. */
type SiteList = { locale: Locale; list: ListRoute; total: number };

/** The second and later pages of each list: its first page is the list's own route. */
export const laterListPages = (lists: readonly SiteList[]): SitePage[] =>
  lists.flatMap(({ locale, list, total }) =>
    Array.from({ length: pageCount(total, perPageOf(list)) - 1 }, (_, index) => ({
      path: listPagePath(list, index + 2, locale),
      kind: LATER_PAGES_KIND[list.first] ?? "case-studies",
    })),
  );

/**
 * Every HTML page of the site, for the sitemap: each route in the site config, in every
 * language, and the pages of the routes with fixed values, the rate guide's platforms
 * ("pages"); then every post, topic page, case study, case-study filter page, creator and
 * directory facet page the content generates, with a last-modified date where there is one,
 * and every landing page not hidden from search engines, in each language; then the
 * translations of posts, case studies, creators and facets (`contentPages`), each of its
 * original's kind; then the later pages of every list, in every language.
 */
export function getSitePages(contentPages: readonly PagePaths[] = counterpartPages()): SitePage[] {
  const originals: SitePage[] = [
    ...LOCALES.flatMap((locale) =>
      Object.values(routesFor(locale)).map((path) => ({ path, kind: "pages" as const })),
    ),
    ...LOCALES.flatMap(fixedRoutePaths).map((path) => ({ path, kind: "pages" as const })),
    ...getAllPosts().map((post) => ({
      path: postPath(post.slug),
      kind: "posts" as const,
      lastModified: post.updated ?? post.date,
    })),
    ...getAllTags().map((tag) => ({ path: tagPath(tag.id), kind: "topics" as const })),
    ...getAllCaseStudies().map((study) => ({
      path: caseStudyPath(study.slug),
      kind: "case-studies" as const,
      lastModified: study.published,
    })),
    ...getIndustries().map((industry) => ({
      path: industryFilterPath(industry.id),
      kind: "case-studies" as const,
    })),
    ...getPlatforms().map((platform) => ({
      path: platformFilterPath(platform.id),
      kind: "case-studies" as const,
    })),
    // A creator who chose not to be found by search engines is left out (their page: noindex).
    ...listedCreators()
      .filter((creator) => creator.indexable)
      .map((creator) => ({ path: creatorPath(creator.slug), kind: "creators" as const })),
    ...directoryFacets().map((facet) => ({
      path: facetPath(facet, DEFAULT_LOCALE),
      kind: "creators" as const,
    })),
    // In every language, as a landing page may be written in one only; a hidden one never.
    ...LOCALES.flatMap(listedLandingPages).map((page) => ({
      path: page.path,
      kind: "pages" as const,
    })),
  ];
  const landingPaths = new Set<string>(
    LOCALES.flatMap((locale) => getLandingPages(locale).map((page) => page.path)),
  );
  const otherLocales = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  const kindOf = new Map(originals.map((page) => [page.path, page.kind]));
  // A translation's own date: it is published, and updated, on its own.
  const dateOf = new Map(
    otherLocales.flatMap((locale) => [
      ...getAllPosts(locale).map((post): [string, string] => [
        postPath(post.slug, locale),
        post.updated ?? post.date,
      ]),
      ...getAllCaseStudies(locale).map((study): [string, string] => [
        caseStudyPath(study.slug, locale),
        study.published,
      ]),
    ]),
  );
  const unlisted = new Set<string>(
    listedCreators()
      .filter((creator) => !creator.indexable)
      .flatMap((creator) => LOCALES.map((locale) => creatorPath(creator.slug, locale))),
  );
  const translations = contentPages.flatMap((paths) => {
    const kind = kindOf.get(paths[DEFAULT_LOCALE] ?? "") ?? "pages";
    return otherLocales.flatMap((locale) => {
      const path = paths[locale];
      if (!path || landingPaths.has(path) || unlisted.has(path)) return [];
      const lastModified = dateOf.get(path);
      return [{ path, kind, ...(lastModified ? { lastModified } : {}) }];
    });
  });
  const lists = LOCALES.flatMap((locale) =>
    siteLists(locale).map((entry) => ({ locale, ...entry })),
  );
  return [...originals, ...translations, ...laterListPages(lists)];
}

/**
 * The sitemap's entries: each page on the public URL, with its versions in every language as
 * xhtml:link alternates (the same hreflang set its <head> carries) where it has any.
 */
export function sitemapEntries(
  pages: readonly Pick<SitePage, "path" | "lastModified">[],
  contentPages: readonly PagePaths[],
): MetadataRoute.Sitemap {
  return pages.map((page) => {
    const { hreflang } = pageLanguages(page.path, contentPages);
    return {
      url: absoluteUrl(page.path as `/${string}`),
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      ...(Object.keys(hreflang).length > 0 ? { alternates: { languages: hreflang } } : {}),
    };
  });
}

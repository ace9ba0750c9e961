import type { MetadataRoute } from "next";
import { DEFAULT_LOCALE, LOCALES } from "@/config/locale";
import { routesFor } from "@/config/site";
import type { PagePaths } from "@/i18n/counterparts";
import {
  caseStudyPath,
  getAllCaseStudies,
  getAllPosts,
  getAllTags,
  getIndustries,
  getPlatforms,
  industryFilterPath,
  platformFilterPath,
  platformRatesPath,
  postPath,
  tagPath,
} from "@/lib/content";
import { PLATFORM_IDS } from "@/config/rate-ids";
import { absoluteUrl } from "./absolute-url";
import { pageLanguages } from "./page-languages";
import { translatedContentPages } from "@/lib/content/translated-pages";

export type SitePage = { path: string; lastModified?: string };

/**
 * Every HTML page of the site, for the sitemap: each route in the site config, in every
 * language; then every post, tag page, case study and case-study filter page the content
 * generates, with a last-modified date where there is one; the rate guide's platform pages in
 * every language; then the translations of posts and case studies (`contentPages`).
 */
export function getSitePages(
  contentPages: readonly PagePaths[] = translatedContentPages(),
): SitePage[] {
  return [
    ...LOCALES.flatMap((locale) => Object.values(routesFor(locale)).map((path) => ({ path }))),
    ...getAllPosts().map((post) => ({
      path: postPath(post.slug),
      lastModified: post.updated ?? post.date,
    })),
    ...getAllTags().map((tag) => ({ path: tagPath(tag.id) })),
    ...getAllCaseStudies().map((study) => ({
      path: caseStudyPath(study.slug),
      lastModified: study.published,
    })),
    ...getIndustries().map((industry) => ({ path: industryFilterPath(industry.id) })),
    ...getPlatforms().map((platform) => ({ path: platformFilterPath(platform.id) })),
    ...LOCALES.flatMap((locale) =>
      PLATFORM_IDS.map((platform) => ({ path: platformRatesPath(platform, locale) })),
    ),
    ...contentPages.flatMap((paths) =>
      LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) => {
        const path = paths[locale];
        return path ? [{ path }] : [];
      }),
    ),
  ];
}

/**
 * The sitemap's entries: each page on the public URL, with its versions in every language as
 * xhtml:link alternates (the same hreflang set its <head> carries) where it has any.
 */
export function sitemapEntries(
  pages: readonly SitePage[],
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

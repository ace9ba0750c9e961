import "server-only";
import { LOCALES, type Locale } from "@/config/locale";
import type { RouteId } from "@/config/routes";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { caseStudyPath, getAllCaseStudies, getAllPosts, postPath, siteCopy } from "@/lib/content";
import type { KnownPage } from "./closest-page";

/**
 * Each page's title as its own <title> has it (the pages' metadata functions read the same
 * messages). The home page is left out: a path that led nowhere has at least one segment, and a
 * language's home is only its prefix.
 */
const routeTitles: Record<Exclude<RouteId, "home">, (locale: Locale) => string> = {
  creators: (locale) => translator(locale, "creators")("metaTitle"),
  pricing: (locale) => translator(locale, "pricing")("metaTitle"),
  caseStudies: (locale) => translator(locale, "caseStudies")("metaTitle"),
  blog: (locale) => translator(locale, "blog")("metaTitle"),
  contact: (locale) => translator(locale, "contact")("metaTitle"),
  privacy: (locale) => siteCopy(locale).pageIntros.privacy.title,
  terms: (locale) => siteCopy(locale).pageIntros.terms.title,
  search: (locale) => translator(locale, "search")("metaTitle"),
  rates: (locale) => translator(locale, "rates")("metaTitle"),
};

/**
 * The pages the 404 page may suggest, in every language: the site's sections, then each post
 * and case study the content has at build time. Topic and filter pages are lists reached from
 * those, and are left out to keep the 404 page light.
 */
export function knownPages(): KnownPage[] {
  return LOCALES.flatMap((locale) => [
    ...Object.entries(routeTitles).map(([id, title]) => ({
      path: routesFor(locale)[id as keyof typeof routeTitles],
      title: title(locale),
      locale,
    })),
    ...getAllPosts(locale).map((post) => ({
      path: postPath(post.slug, locale),
      title: post.title,
      locale,
    })),
    ...getAllCaseStudies(locale).map((study) => ({
      path: caseStudyPath(study.slug, locale),
      title: `${study.brand}: ${study.title}`,
      locale,
    })),
  ]);
}

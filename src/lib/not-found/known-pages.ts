import "server-only";
import { LOCALES, type Locale } from "@/config/locale";
import type { RouteId } from "@/config/routes";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { caseStudyPath, getAllCaseStudies, getAllPosts, postPath, siteCopy } from "@/lib/content";
import type { KnownPage } from "./closest-page";
import { knownListFile, type KnownList } from "./known-pages-block";

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

/** The site's sections in every language: few, and written into the 404 page itself. */
export function knownSections(): KnownPage[] {
  return LOCALES.flatMap((locale) =>
    Object.entries(routeTitles).map(([id, title]) => ({
      path: routesFor(locale)[id as keyof typeof routeTitles],
      title: title(locale),
      locale,
    })),
  );
}

/** The pages of a list that grows with the content: posts and case studies, in one language. */
type KnownListPages = KnownList & { pages: KnownPage[] };

/**
 * Each post and case study, by list and language. They grow with the content, so the 404 page
 * names only their files and fetches the one a missing path could have meant
 * (`app/known-pages/[file]`); topic and filter pages are lists reached from these, left out.
 */
export function knownLists(): KnownListPages[] {
  return LOCALES.flatMap((locale) => [
    {
      path: routesFor(locale).blog,
      file: knownListFile(locale, "blog"),
      pages: getAllPosts(locale).map((post) => ({
        path: postPath(post.slug, locale),
        title: post.title,
        locale,
      })),
    },
    {
      path: routesFor(locale).caseStudies,
      file: knownListFile(locale, "caseStudies"),
      pages: getAllCaseStudies(locale).map((study) => ({
        path: caseStudyPath(study.slug, locale),
        title: `${study.brand}: ${study.title}`,
        locale,
      })),
    },
  ]);
}

/** Every page the 404 page may suggest: its sections, then each list's pages. */
export function knownPages(): KnownPage[] {
  return [...knownSections(), ...knownLists().flatMap((list) => list.pages)];
}

import "server-only";
import { LOCALES } from "@/config/locale";
import { localeHome } from "@/config/routes";
import { routesFor } from "@/config/site";
import { caseStudyPath, getAllCaseStudies, getAllPosts, postPath } from "@/lib/content";
import type { KnownPage } from "./closest-page";
import { knownListFile, type KnownList } from "./known-pages-block";

/**
 * The site's sections in every language (the page registry's pages, app/_pages/page-registry.ts),
 * few, and written into the 404 page itself. A language's home is left out: a path that led
 * nowhere has at least one segment, and a home is only its prefix.
 */
export function knownSections(pages: readonly KnownPage[]): KnownPage[] {
  return pages.filter((page) => page.path !== localeHome(page.locale));
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
export function knownPages(pages: readonly KnownPage[]): KnownPage[] {
  return [...knownSections(pages), ...knownLists().flatMap((list) => list.pages)];
}

import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DEFAULT_LOCALE, LOCALES } from "@/config/locale";
import { routesFor } from "@/config/site";
import { localeOfPath } from "@/i18n/counterparts";
import {
  caseStudyPath,
  directoryFacets,
  facetCreatorList,
  getAllCaseStudies,
  getAllPosts,
  getLandingPages,
  listPagePath,
  pageCount,
  perPageOf,
  postPath,
} from "@/lib/content";
import { getSitePages } from "@/lib/seo/site-pages";
import { E2E_SITE_URL } from "./env";

/**
 * The site's pages, read from the same source as the sitemap when the tests are collected,
 * so each page gets its own named test. The first test below checks that the built
 * sitemap.xml lists exactly these.
 */
export const sitePaths: string[] = getSitePages().map((page) => page.path);

/** The pages the site config names, in every language: each is a layout of its own. */
const configuredPaths = new Set<string>(
  LOCALES.flatMap((locale) => Object.values(routesFor(locale))),
);

/**
 * The directory's facet pages, a platform's and a niche's alike, are one layout in each
 * language, and their later pages another: by their paths alone, each platform's niches would
 * count as a layout of their own.
 */
const facetLayouts = new Map<string, string>(
  LOCALES.flatMap((locale) =>
    directoryFacets().flatMap((facet) => {
      const list = facetCreatorList(facet);
      const pages = pageCount(facet.creators.length, perPageOf(list));
      return Array.from({ length: pages }, (_, index): [string, string] => [
        listPagePath(list, index + 1, locale),
        `${locale} facet${index === 0 ? "" : ", later page"}`,
      ]);
    }),
  ),
);

/** A page's layout: its own if the config names it, else its parent's path with "/*". */
const layoutOf = (path: string): string =>
  facetLayouts.get(path) ?? (configuredPaths.has(path) ? path : path.replace(/\/[^/]+$/, "/*"));

/**
 * One page of each layout in each language: every page the config names, and the first of
 * each kind of page the content generates (a post, a tag page, a case study, a filter page).
 * The pages of one kind differ in their words: axe checks those an editor writes one by one
 * (`editorWrittenPaths`); what a phone's width changes (the header, the menu, how the columns
 * stack) is the layout's.
 */
export const pathsOfEachLayout: string[] = (() => {
  const layouts = new Set<string>();
  return sitePaths.filter((path) => {
    const layout = layoutOf(path);
    if (layouts.has(layout)) return false;
    layouts.add(layout);
    return true;
  });
})();

/**
 * One page of each layout in the default language. What a phone's width changes is the
 * layout's, the same in every language; what the other languages' longer words could change
 * (a line too wide for the screen) the phone's sweep over every page checks.
 */
export const pathsOfEachLayoutInOneLanguage: string[] = pathsOfEachLayout.filter(
  (path) => localeOfPath(path) === DEFAULT_LOCALE,
);

/**
 * The pages whose body an editor writes as free text, in every language: the posts, the case
 * studies and the landing pages. Each can hold what no other page of its layout holds, so axe
 * checks each one. The other pages the content generates (topics, filters, the rate guide's
 * platforms, a list's later pages) put schema-checked fields into their layout's markup: axe
 * checks one of each layout.
 */
export const editorWrittenPaths: ReadonlySet<string> = new Set(
  LOCALES.flatMap((locale) => [
    ...getAllPosts(locale).map((post) => postPath(post.slug, locale)),
    ...getAllCaseStudies(locale).map((study) => caseStudyPath(study.slug, locale)),
    ...getLandingPages(locale).map((page) => page.path),
  ]),
);

/**
 * The pages a browser visits one by one: each page of its own layout and each an editor writes.
 * The others the content generates from a schema's fields, and what a browser sees on them is
 * their layout's, checked on the first of each.
 */
export const browserCheckedPaths: string[] = sitePaths.filter(
  (path) => pathsOfEachLayout.includes(path) || editorWrittenPaths.has(path),
);

/** The URL of a page in the sitemap and in canonical links: on NEXT_PUBLIC_SITE_URL. */
export function publicUrl(path: string): string {
  return path === "/" ? `${E2E_SITE_URL}/` : `${E2E_SITE_URL}${path}`;
}

/** The slugs of the Markdown files in content/<collection>, counted from the files themselves. */
export function contentSlugs(collection: "blog" | "casestudies"): string[] {
  return readdirSync(join(process.cwd(), "content", collection))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.replace(/\.md$/, ""));
}

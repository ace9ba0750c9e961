import { readdirSync } from "node:fs";
import { join } from "node:path";
import { LOCALES } from "@/config/locale";
import { routesFor } from "@/config/site";
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
 * One page of each layout in each language: every page the config names, and the first of
 * each kind of page the content generates (a post, a tag page, a case study, a filter page).
 * The pages of one kind differ in their words, which are checked at one width for every page;
 * what a phone's width changes (the header, the menu, how the columns stack) is the layout's.
 */
export const pathsOfEachLayout: string[] = (() => {
  const layouts = new Set<string>();
  return sitePaths.filter((path) => {
    const layout = configuredPaths.has(path) ? path : path.replace(/\/[^/]+$/, "/*");
    if (layouts.has(layout)) return false;
    layouts.add(layout);
    return true;
  });
})();

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

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Locale } from "@/config/locale";
import { localeOfPath } from "@/i18n/counterparts";
import { locations } from "./sitemap";

/** The static export the Hosting emulator serves (built by the Playwright webServer). */
const OUT_DIR = fileURLToPath(new URL("../../../out", import.meta.url));

/**
 * A page that asks search engines to leave it out of their index, so out of the sitemap too:
 * the not-found page, exported as 404.html and _not-found.html, and the CMS admin's shell
 * (admin/index.html). Written as Next writes the tag; were that to change, the not-found page
 * would count as a page and the sitemap test would fail, never pass by mistake.
 */
const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

/** Every HTML file of the export (Next's `_next` folder aside), with the route it is served at. */
function exportedPages(dir: string): { route: string; file: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_next" ? [] : exportedPages(file);
    if (!entry.name.endsWith(".html")) return [];
    const route = `/${relative(OUT_DIR, file)}`.replace(/\.html$/, "").replace(/\/?index$/, "");
    return [{ route: route || "/", file }];
  });
}

/**
 * Every page of the export that search engines may index, read from the built files: every
 * HTML page but those marked noindex. Open Graph images, the blog's feed, robots.txt and the
 * sitemap itself are not HTML pages. Read when the tests run, after the webServer has built.
 */
export function indexableRoutes(): string[] {
  return exportedPages(OUT_DIR)
    .filter((page) => !NOINDEX.test(readFileSync(page.file, "utf8")))
    .map((page) => page.route)
    .sort();
}

/** The paths of the addresses a built sitemap file lists. */
const listedPaths = (file: string) =>
  locations(readFileSync(file, "utf8")).map((url) => new URL(url).pathname);

/**
 * The pages the built sitemap lists (sitemap.xml, the index, then each map it names), as
 * paths; undefined when the build has none.
 */
export function sitemapRoutes(): string[] | undefined {
  const sitemap = join(OUT_DIR, "sitemap.xml");
  if (!existsSync(sitemap)) return undefined;
  return listedPaths(sitemap)
    .flatMap((map) => listedPaths(join(OUT_DIR, map)))
    .map((path) => path.replace(/(.)\/$/, "$1"));
}

/** Every page of the site: the sitemap's when the build has one (the public list), else the export's. */
export function siteRoutes(): string[] {
  return sitemapRoutes() ?? indexableRoutes();
}

/** The indexable pages of the export in `locale`, by where they live (/es and below: Spanish). */
export function builtRoutesIn(locale: Locale): string[] {
  return indexableRoutes().filter((route) => localeOfPath(route) === locale);
}

/**
 * Those of `routes` the export has. A test of a page one language does not have yet (its
 * branch not merged) runs on the languages that have it, and on the others once they do.
 */
export function builtOf(routes: readonly string[]): string[] {
  const built = new Set(indexableRoutes());
  return routes.filter((route) => built.has(route));
}

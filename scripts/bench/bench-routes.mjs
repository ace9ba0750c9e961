// @ts-check
// Which routes `npm run bench` measures: every page of the static export, in every language,
// and for the menu probe, the main ones of each language.
import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { exportedPages, servedPath } from "../build/html-files.mjs";

/** Pages of the export that are no route a visitor navigates to. */
const NOT_ROUTES = ["404.html", "_not-found.html"];

/**
 * The route an exported HTML file serves, from its path inside the export ("blog/index.html"
 * → "/blog"); undefined for the error pages.
 * @param {string} file the path relative to the export's folder, "/"-separated
 */
export function routeOfPage(file) {
  if (NOT_ROUTES.includes(file.split("/").at(-1) ?? "")) return undefined;
  return servedPath(file);
}

/**
 * A page that only sends the visitor on (`<meta http-equiv="refresh">`, as a list's placeholder
 * later page does: src/app/_pages/later-page.tsx): measuring it would measure where it leads.
 */
const SENDS_ON = /<meta http-equiv="refresh"/i;

/**
 * Every route of the static export in `outDir` that a visitor stays on, sorted.
 * @param {string} outDir
 */
export function routesOf(outDir) {
  return exportedPages(outDir)
    .filter((file) => !SENDS_ON.test(readFileSync(file, "utf8")))
    .map((file) => routeOfPage(relative(outDir, file).split(sep).join("/")))
    .filter((route) => route !== undefined)
    .sort();
}

/**
 * The routes BENCH_ROUTES names ("/,/pricing"), or all of them when it is not set.
 * @param {string[]} routes
 * @param {string | undefined} only
 */
export function selectRoutes(routes, only) {
  const named = only?.split(",").map((route) => route.trim());
  return named ? routes.filter((route) => named.includes(route)) : routes;
}

/**
 * The home of each language but the home page's: a top-level page whose `<html lang>` differs
 * from the home page's ("/es"). Read from the export, which is what the bench measures.
 * @param {string} outDir
 */
export function languageHomes(outDir) {
  const pages = exportedPages(outDir).map((file) => ({
    route: routeOfPage(relative(outDir, file).split(sep).join("/")),
    lang: /<html[^>]*?\slang="([^"]*)"/.exec(readFileSync(file, "utf8"))?.[1],
  }));
  const siteLang = pages.find((page) => page.route === "/")?.lang;
  return pages
    .filter(
      ({ route, lang }) => route?.split("/").length === 2 && route !== "/" && lang !== siteLang,
    )
    .map(({ route }) => /** @type {string} */ (route))
    .sort();
}

/**
 * For each language (the home page's, then each of `homes`): its home, every top-level page
 * of it, and the first page of each collection (a blog post, a case study), whatever the
 * language calls the collection.
 * @param {string[]} routes
 * @param {string[]} [homes] the other languages' homes, from languageHomes()
 */
export function mainRoutes(routes, homes = []) {
  const depth = (/** @type {string} */ route) => (route === "/" ? 0 : route.split("/").length - 1);
  const within = (/** @type {string} */ home, /** @type {string} */ route) =>
    home === "/"
      ? !homes.some((other) => route === other || route.startsWith(`${other}/`))
      : route.startsWith(`${home}/`);
  return ["/", ...homes].flatMap((home) => {
    const base = depth(home);
    const inLanguage = routes.filter((route) => within(home, route));
    const topLevel = inLanguage.filter((route) => depth(route) === base + 1);
    const firstOfEach = topLevel.flatMap(
      (page) =>
        inLanguage.find((route) => route.startsWith(`${page}/`) && depth(route) === base + 2) ?? [],
    );
    return [...(routes.includes(home) ? [home] : []), ...topLevel, ...firstOfEach];
  });
}

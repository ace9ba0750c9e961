// @ts-check
// Which routes `npm run bench` measures: every page of the static export, and for the menu
// probe, the main ones.
import { relative, sep } from "node:path";
import { exportedPages } from "./html-files.mjs";

/** Pages of the export that are no route a visitor navigates to. */
const NOT_ROUTES = ["404.html", "_not-found.html"];

/**
 * The route an exported HTML file serves, from its path inside the export ("blog/index.html"
 * → "/blog"); undefined for the error pages.
 * @param {string} file the path relative to the export's folder, "/"-separated
 */
export function routeOfPage(file) {
  if (NOT_ROUTES.includes(file.split("/").at(-1) ?? "")) return undefined;
  return `/${file}`.replace(/\.html$/, "").replace(/\/?index$/, "") || "/";
}

/**
 * Every route of the static export in `outDir`, sorted.
 * @param {string} outDir
 */
export function routesOf(outDir) {
  return exportedPages(outDir)
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
 * Every top-level page, and the first page of each collection (a blog post, a case study).
 * @param {string[]} routes
 */
export function mainRoutes(routes) {
  const nested = routes.filter((route) => route.split("/").length === 3);
  const firstOf = (/** @type {string} */ collection) =>
    nested.find((route) => route.startsWith(`/${collection}/`));
  return [
    ...routes.filter((route) => route.split("/").length === 2),
    ...["blog", "casestudies"].map(firstOf).filter((route) => route !== undefined),
  ];
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The static export the Hosting emulator serves (built by the Playwright webServer). */
const OUT_DIR = fileURLToPath(new URL("../../../out", import.meta.url));
const NOT_PAGES = new Set(["404.html", "_not-found.html"]);

function htmlRoutes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_next" ? [] : htmlRoutes(path);
    if (!entry.name.endsWith(".html") || NOT_PAGES.has(entry.name)) return [];
    const route = `/${relative(OUT_DIR, path)}`.replace(/\.html$/, "").replace(/\/?index$/, "");
    return [route || "/"];
  });
}

/**
 * Every page of the site: the sitemap's when the build has one (the public list), else every
 * HTML file of the export. Read when the tests run, after the webServer has built the site.
 */
export function siteRoutes(): string[] {
  const sitemap = join(OUT_DIR, "sitemap.xml");
  if (existsSync(sitemap)) {
    const locations = readFileSync(sitemap, "utf8").match(/<loc>[^<]+<\/loc>/g) ?? [];
    return locations.map((loc) => new URL(loc.slice(5, -6)).pathname.replace(/(.)\/$/, "$1"));
  }
  return htmlRoutes(OUT_DIR).sort();
}

import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, localeFacts, type Locale } from "@/config/locale";
import { localeHome, routeNames, routePattern, type RouteName } from "@/config/routes";
import { sharedRoutePageIds } from "@/app/_pages/page-registry";

const APP = join(__dirname, "../../src/app");

/** The files that make an address: a page, or a route handler (a feed). */
const ROUTE_FILE = /^(page|route)\.(tsx?|jsx?)$/;

/**
 * Routes served once for every language: the site's /admin/, which sends editors to the CMS's
 * own origin, the CMS's files, which the post-build step moves to that origin's export, the
 * sitemap (an index of maps by language and kind, lib/seo/sitemap-maps.ts), and the 404 page's
 * lists of known pages (one file per language and list), since one 404 page serves them all.
 */
const SHARED_FOLDERS = ["admin", "cms", "sitemap.xml", "sitemaps", "known-pages"];

/** Where a language's pages live: the default's in a route group, "(en)"; each other in /<locale>. */
const rootOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? `(${locale})` : locale);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Each file of a language's tree, as a path relative to its root ("casos-de-exito/page.tsx"). */
function treeOf(locale: Locale): string[] {
  const root = join(APP, rootOf(locale));
  return filesUnder(root).map((file) => relative(root, file).split("\\").join("/"));
}

/**
 * A page's share card, where a route serves it itself (share-card.png/route.ts beside a
 * dynamic page), is a file of the page's route, as its opengraph-image.tsx is of others.
 */
const SHARE_CARD = /\/?share-card\.png(?=\/route\.ts$)/;
const folderOf = (file: string) => file.replace(SHARE_CARD, "").split("/").slice(0, -1).join("/");
const fileName = (file: string) =>
  SHARE_CARD.test(file) ? "share-card.png/route.ts" : file.split("/").at(-1)!;

/**
 * The route that renders every section whose body the page registry holds, in each language:
 * those sections have no folder of their own.
 */
const SHARED_ROUTE_FOLDERS = ["[page]"];
const ownFolderRoutes = routeNames.filter(
  (name) => !(sharedRoutePageIds as readonly RouteName[]).includes(name),
);

/** The folder of route `name` below its language's root, as the table spells it. */
const tableFolder = (name: RouteName, locale: Locale) =>
  routePattern(name, locale).slice(localeHome(locale).length).replace(/^\//, "");

describe("the locale table", () => {
  const slugIds = Object.keys(localeFacts[DEFAULT_LOCALE].slugs).sort();

  it.each(LOCALES)("gives %s a slug for every translated part of a URL", (locale) => {
    const slugs = localeFacts[locale].slugs;
    expect(Object.keys(slugs).sort()).toEqual(slugIds);
    for (const slug of Object.values(slugs)) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(LOCALES)("gives no two routes of %s the same address", (locale) => {
    // A [parameter] takes any value, so two of them in the same place are the same address.
    const addresses = routeNames.map((name) =>
      routePattern(name, locale).replace(/\[[^\]]+\]/g, "[]"),
    );
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it("gives no page of the default language the address of another language's home", () => {
    const homes: string[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(localeHome);
    const firstSegments = routeNames.map(
      (name) => `/${routePattern(name, DEFAULT_LOCALE).split("/")[1]}`,
    );
    expect(firstSegments.filter((segment) => homes.includes(segment))).toEqual([]);
  });
});

describe("the route tree under src/app", () => {
  it.each(LOCALES)("has the table's routes in %s, spelt as the table spells them", (locale) => {
    const expected = [
      ...ownFolderRoutes.map((name) => tableFolder(name, locale)),
      ...SHARED_ROUTE_FOLDERS,
    ].sort();
    const routes = treeOf(locale)
      .filter((file) => ROUTE_FILE.test(fileName(file)))
      .map(folderOf)
      .sort();
    expect({
      missing: expected.filter((folder) => !routes.includes(folder)),
      extra: routes.filter((folder) => !expected.includes(folder)),
    }).toEqual({ missing: [], extra: [] });
  });

  it("has every file of each language's tree in every other language", () => {
    // Each file named by its route and its own name, so the two trees compare across slugs.
    const byRoute = (locale: Locale) => {
      const routeOfFolder = new Map(routeNames.map((name) => [tableFolder(name, locale), name]));
      return treeOf(locale)
        .map(
          (file) =>
            `${routeOfFolder.get(folderOf(file)) ?? `?${folderOf(file)}`}/${fileName(file)}`,
        )
        .sort();
    };
    const reference = byRoute(DEFAULT_LOCALE);
    for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
      const files = byRoute(locale);
      expect({
        locale,
        onlyIn: {
          [DEFAULT_LOCALE]: reference.filter((file) => !files.includes(file)),
          [locale]: files.filter((file) => !reference.includes(file)),
        },
      }).toEqual({ locale, onlyIn: { [DEFAULT_LOCALE]: [], [locale]: [] } });
    }
  });

  it("has no route outside a language's tree but the CMS's", () => {
    const roots = [...LOCALES.map(rootOf), ...SHARED_FOLDERS];
    const stray = filesUnder(APP)
      .map((file) => relative(APP, file).split("\\").join("/"))
      .filter((file) => ROUTE_FILE.test(fileName(file)) && !roots.includes(file.split("/")[0]!));
    expect(stray).toEqual([]);
  });
});

import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, localeFacts } from "@/config/locale";
import { routeIds } from "@/config/routes";
import { routesFor } from "@/config/site";
import {
  pageRegistry,
  registeredPages,
  sharedRouteParams,
  sharedRoutePageAt,
  sharedRoutePageIds,
} from "@/app/_pages/page-registry";
import { knownSections } from "@/lib/not-found/known-pages";

const SRC = join(__dirname, "../../src");

/** The file an import names, under src/, or undefined for a package. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith(".")
      ? join(from, "..", specifier)
      : undefined;
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, "index.ts")];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Every file of src/ that `entry` imports, directly or through others. */
function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, specifier] of source.matchAll(
      /^\s*(?:import|export)\b[^;]*?from\s+"([^"]+)"/gm,
    )) {
      const target = resolveImport(file, specifier!);
      if (target) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

describe("the page registry", () => {
  it("declares every section of the locale table and the home page, once", () => {
    expect(Object.keys(pageRegistry).sort()).toEqual([...routeIds].sort());
  });

  it("imports no client code but the layout's, which every route that reads it would load", () => {
    // The shared route, the 404 page and the search page's site map all import the registry;
    // what the language's layout imports, every page loads already.
    const clientFiles = (entry: string) =>
      importGraph(join(SRC, entry))
        .filter((file) => /^\s*["']use client["']/.test(readFileSync(file, "utf8")))
        .map((file) => relative(SRC, file));
    const layouts = LOCALES.flatMap((locale) =>
      clientFiles(`app/${locale === DEFAULT_LOCALE ? `(${locale})` : locale}/layout.tsx`),
    );
    const own = clientFiles("app/_pages/page-registry.ts").filter(
      (file) => !layouts.includes(file),
    );
    expect(own).toEqual([]);
  });

  it.each(LOCALES)("gives the shared route each of its sections' slugs in %s", (locale) => {
    const slugs = sharedRouteParams(locale).map((params) => params.page);
    expect(slugs).toEqual(sharedRoutePageIds.map((id) => localeFacts[locale].slugs[id]));
    for (const [index, slug] of slugs.entries()) {
      expect(sharedRoutePageAt(locale, slug)).toBe(sharedRoutePageIds[index]);
    }
    expect(() => sharedRoutePageAt(locale, "no-such-page")).toThrow(/no-such-page/);
  });

  it("renders in the shared route only pages that have a body there and a slug", () => {
    expect(sharedRoutePageIds).not.toContain("home");
    for (const id of sharedRoutePageIds) expect(pageRegistry[id].Body).toBeDefined();
    // A page with client code of its own keeps its folder, so no other page loads that code.
    for (const id of ["contact", "rates", "search"] as const) {
      expect(sharedRoutePageIds).not.toContain(id);
    }
  });

  it.each(LOCALES)("lists every page in %s at its path, by a name of its own", (locale) => {
    const pages = registeredPages(locale);
    expect(pages.map((page) => page.path).sort()).toEqual(
      routeIds.map((id) => routesFor(locale)[id]).sort(),
    );
    const titles = pages.map((page) => page.title);
    expect(titles.every((title) => title.trim().length > 0)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("gives the 404 page every section but the languages' homes", () => {
    const sections = knownSections(LOCALES.flatMap(registeredPages)).map((page) => page.path);
    for (const locale of LOCALES) {
      expect(sections).not.toContain(routesFor(locale).home);
      expect(sections).toContain(routesFor(locale).pricing);
    }
    expect(sections).toHaveLength(LOCALES.length * (routeIds.length - 1));
  });
});

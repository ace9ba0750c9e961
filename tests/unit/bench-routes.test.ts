import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  languageHomes,
  mainRoutes,
  routeOfPage,
  routesOf,
  selectRoutes,
} from "../../scripts/bench/bench-routes.mjs";

describe("the routes the bench measures", () => {
  it("maps each exported page to its route, and skips the error pages", () => {
    expect(routeOfPage("index.html")).toBe("/");
    expect(routeOfPage("pricing.html")).toBe("/pricing");
    expect(routeOfPage("blog/index.html")).toBe("/blog");
    expect(routeOfPage("blog/how-to-brief-a-creator.html")).toBe("/blog/how-to-brief-a-creator");
    expect(routeOfPage("404.html")).toBeUndefined();
    expect(routeOfPage("_not-found.html")).toBeUndefined();
    expect(routeOfPage("blog/404.html")).toBeUndefined();
  });

  it("lists every route a visitor stays on, sorted: none in Next's own folder, and no page that sends the visitor on", () => {
    const out = mkdtempSync(join(tmpdir(), "bench-routes-"));
    try {
      for (const file of [
        "pricing.html",
        "index.html",
        "404.html",
        "blog/b.html",
        "blog.html",
        "_next/static/x.html",
        "_next/static/chunk.js",
      ]) {
        mkdirSync(dirname(join(out, file)), { recursive: true });
        writeFileSync(join(out, file), "");
      }
      // A placeholder later page of a list, which sends the visitor to the list.
      mkdirSync(join(out, "blog/page"));
      writeFileSync(
        join(out, "blog/page/1.html"),
        '<head><meta http-equiv="refresh" content="0; url=/blog"/></head>',
      );
      expect(routesOf(out)).toEqual(["/", "/blog", "/blog/b", "/pricing"]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("limits the routes to those BENCH_ROUTES names, when it is set", () => {
    const routes = ["/", "/blog", "/pricing"];
    expect(selectRoutes(routes, undefined)).toEqual(routes);
    expect(selectRoutes(routes, "/, /pricing,/nowhere")).toEqual(["/", "/pricing"]);
  });

  it("probes every top-level page and the first of each collection", () => {
    const routes = [
      "/",
      "/blog",
      "/blog/a-post",
      "/blog/b-post",
      "/blog/tags/briefs",
      "/casestudies",
      "/casestudies/industry/home",
      "/casestudies/kelpwise",
      "/pricing",
    ];
    expect(mainRoutes(routes)).toEqual([
      "/",
      "/blog",
      "/casestudies",
      "/pricing",
      "/blog/a-post",
      "/casestudies/kelpwise",
    ]);
  });

  it("finds each other language's home by its <html lang>, and probes its main pages too", () => {
    const out = mkdtempSync(join(tmpdir(), "bench-routes-"));
    const page = (lang: string) =>
      `<!DOCTYPE html><html lang="${lang}" class="x"><body></body></html>`;
    try {
      for (const [file, lang] of [
        ["index.html", "en"],
        ["pricing.html", "en"],
        ["blog.html", "en"],
        ["blog/a-post.html", "en"],
        ["es.html", "es"],
        ["es/precios.html", "es"],
        ["es/blog.html", "es"],
        ["es/blog/una-entrada.html", "es"],
        ["es/casos-de-exito.html", "es"],
        ["es/casos-de-exito/kelpwise.html", "es"],
        ["404.html", "en"],
      ]) {
        mkdirSync(dirname(join(out, file!)), { recursive: true });
        writeFileSync(join(out, file!), page(lang!));
      }
      const routes = routesOf(out);
      // Every Spanish page is measured.
      expect(routes.filter((route) => route.startsWith("/es"))).toHaveLength(6);
      const homes = languageHomes(out);
      expect(homes).toEqual(["/es"]);
      expect(mainRoutes(routes, homes)).toEqual([
        "/",
        "/blog",
        "/pricing",
        "/blog/a-post",
        "/es",
        "/es/blog",
        "/es/casos-de-exito",
        "/es/precios",
        "/es/blog/una-entrada",
        "/es/casos-de-exito/kelpwise",
      ]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

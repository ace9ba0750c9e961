import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locale";
import { closestPage, type KnownPage } from "@/lib/not-found/closest-page";
import { editDistances } from "@/lib/not-found/edit-distance";
import { knownPages } from "@/lib/not-found/known-pages";
import { registeredPages } from "@/app/_pages/page-registry";

describe("editDistances", () => {
  it.each([
    ["pricng", "pricing", 1, 1],
    ["kitten", "sitting", 3, 2],
    ["usage-rigts", "usage-rights-and-whitelisting-explained", 28, 1],
    ["", "blog", 4, 0],
    ["blog", "blog", 0, 0],
  ])("%j → %j: whole %i, to a prefix %i", (typed, known, whole, toPrefix) => {
    expect(editDistances(typed, known)).toEqual({ whole, toPrefix });
  });
});

const pages: Pick<KnownPage, "path" | "title">[] = [
  { path: "/pricing", title: "Pricing" },
  { path: "/privacy", title: "Privacy policy" },
  { path: "/blog", title: "Blog" },
  { path: "/blog/how-to-price-a-ugc-video", title: "How to price a UGC video" },
  { path: "/blog/how-to-brief-a-creator", title: "How to brief a creator" },
  { path: "/es/precios", title: "Precios" },
];

describe("closestPage, on a small site", () => {
  it.each([
    ["/pricng", "/pricing"],
    ["/privcy", "/privacy"],
    ["/PRICING/", "/pricing"],
    ["/blgo", "/blog"],
    ["/blog/how-to-brief", "/blog/how-to-brief-a-creator"],
    ["/blog/how-to-prise-a-ugc", "/blog/how-to-price-a-ugc-video"],
    ["/es/precio", "/es/precios"],
  ])("%s → %s", (path, expected) => {
    expect(closestPage(path, pages)?.path).toBe(expected);
  });

  it.each([
    "/xqzvtw",
    "/wp-login.php",
    "/blog/zzz",
    "/blog/how",
    "/es/pricing",
    "/pricing/extra",
    "/",
    "/blog/how-to-brief-a-creator-and-then-some-more",
  ])("suggests nothing for %s", (path) => {
    expect(closestPage(path, pages)).toBeUndefined();
  });

  it("prefers the nearer of two pages, and the earlier on a tie", () => {
    expect(closestPage("/pricin", pages)?.path).toBe("/pricing");
    expect(closestPage("/pri", [{ path: "/pro", title: "" }, ...pages])).toBeUndefined();
    const twins = [
      { path: "/abcd", title: "first" },
      { path: "/abce", title: "second" },
    ];
    expect(closestPage("/abcf", twins)?.title).toBe("first");
  });
});

describe("closestPage, on the site's own pages", () => {
  const site = knownPages(LOCALES.flatMap(registeredPages));

  it.each([
    ["/pricng", "/pricing", "Pricing"],
    ["/blog/usage-rigts", "/blog/usage-rights-and-whitelisting-explained", undefined],
    ["/casestudies/kelpwize", "/casestudies/kelpwise", undefined],
    ["/es/precio", "/es/precios", "Precios"],
    ["/creadors", "/creators", undefined],
    ["/es/blog/how-to-price", "/es/blog/how-to-price-a-ugc-video", undefined],
    ["/es/contato", "/es/contacto", undefined],
  ])("%s → %s", (path, expected, title) => {
    const page = closestPage(path, site);
    expect(page?.path).toBe(expected);
    if (title) expect(page?.title).toBe(title);
  });

  it("knows each page's language", () => {
    expect(closestPage("/es/precio", site)?.locale).toBe("es");
    expect(closestPage("/pricng", site)?.locale).toBe("en");
  });

  it("knows each page once, with a title", () => {
    expect(new Set(site.map((page) => page.path)).size).toBe(site.length);
    for (const page of site) expect(page.title.trim(), page.path).not.toBe("");
  });
});

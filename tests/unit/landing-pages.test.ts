import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locale";
import {
  getLandingPages,
  type LandingPage,
  landingPageAt,
  NO_LANDING_PAGE,
  parseLandingPage,
} from "@/lib/content/landing-pages";
import { checkLandingPages } from "@/lib/content/landing-checks";
import { orderProblem } from "@/lib/content/landing-order";
import { landingParams } from "@/lib/content/static-params";
import { getSitePages } from "@/lib/seo/site-pages";
import { translatedContentPages } from "@/lib/content/translated-pages";
import { hero, landingPageWith } from "./support/landing-page";

const FILE = "content/landing/spring.yml";

/** A page's file, with `sections` as given, in YAML (JSON is YAML). */
const fileWith = (sections: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify(landingPageWith(sections, extra));

describe("a landing page's file", () => {
  it("is read with its sections in order", () => {
    const page = parseLandingPage(FILE, fileWith([hero, { type: "pricing", heading: "Plans" }]));
    expect(page.sections.map((section) => section.type)).toEqual(["hero", "pricing"]);
    expect(page.hidden).toBe(false);
  });

  it.each([
    ["markup in the copy", { ...hero, lead: "Post a gig <b>today</b> and approve every video." }],
    [
      "a script in the copy",
      { ...hero, lead: "<script>alert(1)</script> and approve every video." },
    ],
    ["a javascript: link", { ...hero, primary: { label: "Go", to: "javascript:alert(1)" } }],
    ["a link off the site", { ...hero, primary: { label: "Go", to: "https://evil.example" } }],
  ])("refuses %s, naming the file, the section and the field", (_, section) => {
    expect(() => parseLandingPage(FILE, fileWith([section]))).toThrow(
      /^content\/landing\/spring\.yml: section 1 \(hero\), field "(lead|primary\.to)"/,
    );
  });

  it("refuses a section the site has no part for, and a field its look does not allow", () => {
    expect(() => parseLandingPage(FILE, fileWith([hero, { type: "carousel" }]))).toThrow(
      /section 2 \(carousel\), field "type"/,
    );
    expect(() =>
      parseLandingPage(FILE, fileWith([hero, { type: "pricing", heading: "Plans", color: "red" }])),
    ).toThrow(/section 2 \(pricing\)/);
  });

  it("opens with its hero and shows each kind of section once", () => {
    expect(orderProblem([{ type: "pricing", heading: "Plans" }])).toMatch(/^section 1: .*hero/);
    const pricing = { type: "pricing", heading: "Plans" } as const;
    expect(
      orderProblem([parseLandingPage(FILE, fileWith([hero])).sections[0]!, pricing, pricing]),
    ).toMatch(/^section 3 \(pricing\)/);
  });
});

describe("the landing pages together", () => {
  const page = (overrides: Partial<LandingPage>): LandingPage => ({
    ...parseLandingPage(FILE, fileWith([hero])),
    name: "spring",
    locale: "en",
    file: FILE,
    path: "/for/spring-sale",
    ...overrides,
  });

  it("refuses a link to a page that does not exist in the page's language", () => {
    const linking = page({
      sections: [{ ...hero, type: "hero", secondary: { label: "Precios", to: "/es/precios" } }],
    });
    expect(() => checkLandingPages([linking], new Set(["/pricing"]))).toThrow(
      'content/landing/spring.yml: section 1 (hero), field "secondary.to": no page /es/precios in this language',
    );
    expect(() =>
      checkLandingPages([page({ sections: linking.sections })], new Set(["/es/precios"])),
    ).not.toThrow();
  });

  it("refuses two pages that claim the same slug", () => {
    const other = page({ name: "autumn", file: "content/landing/autumn.yml" });
    expect(() => checkLandingPages([page({}), other], new Set())).toThrow(
      /autumn\.yml: field "slug": spring-sale is already content\/landing\/spring\.yml's/,
    );
  });

  it("refuses a quote that is not in the customer quotes file", () => {
    const quoting = page({
      sections: [
        hero as LandingPage["sections"][number],
        { type: "testimonial", heading: "Said", name: "Nobody Known" },
      ],
    });
    expect(() => checkLandingPages([quoting], new Set())).toThrow(
      /section 2 \(testimonial\), field "name": no quote by "Nobody Known"/,
    );
  });
});

describe("the site's landing pages", () => {
  it.each(LOCALES)("are published in %s under the language's folder", (locale) => {
    const paths = getLandingPages(locale).map((landing) => landing.path);
    expect(paths.length).toBeGreaterThanOrEqual(2);
    for (const path of paths) expect(path).toMatch(locale === "en" ? /^\/for\// : /^\/es\/para\//);
  });

  it("pair a page with its translation by file name, across their own slugs", () => {
    expect(translatedContentPages()).toContainEqual({
      en: "/for/tiktok-shop-sellers",
      es: "/es/para/vendedores-de-tiktok-shop",
    });
  });

  it("are in the sitemap, but for a page hidden from search engines", () => {
    const sitemap = getSitePages().map((sitePage) => sitePage.path);
    const all = LOCALES.flatMap((locale) => getLandingPages(locale));
    const hidden = all.filter((landing) => landing.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    for (const landing of all) {
      expect(sitemap.includes(landing.path), landing.path).toBe(!landing.hidden);
    }
  });
});

describe("a language with no landing page yet", () => {
  it("builds the route's one placeholder at a slug no page can claim", () => {
    expect(() => parseLandingPage(FILE, fileWith([hero], { slug: NO_LANDING_PAGE }))).toThrow(
      /field "slug"/,
    );
    expect(landingPageAt("en", NO_LANDING_PAGE)).toBeUndefined();
    expect(landingParams("en")).not.toContainEqual({ slug: NO_LANDING_PAGE });
  });
});

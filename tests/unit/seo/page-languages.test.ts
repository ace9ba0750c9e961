import { describe, expect, it } from "vitest";
import { localizedRoutes, siteConfig } from "@/config/site";
import { pageLanguages } from "@/lib/seo/page-languages";

const site = siteConfig.siteUrl;
const translatedPost = {
  en: "/blog/how-to-brief-a-creator",
  es: "/es/blog/how-to-brief-a-creator",
};

describe("pageLanguages", () => {
  it("gives a page of the config its version in each language and x-default, the English one", () => {
    const pricing = {
      en: `${site}/pricing`,
      es: `${site}/es/precios`,
      "x-default": `${site}/pricing`,
    };
    expect(pageLanguages("/pricing", []).hreflang).toEqual(pricing);
    // The same set from either version: the pairs are reciprocal.
    expect(pageLanguages("/es/precios", []).hreflang).toEqual(pricing);
  });

  it("writes the homes as the site writes them: English's with its trailing slash", () => {
    expect(pageLanguages("/", []).hreflang).toEqual({
      en: `${site}/`,
      es: `${site}/es`,
      "x-default": `${site}/`,
    });
  });

  it("names the page's own language, and the others it exists in for og:locale:alternate", () => {
    expect(pageLanguages("/creators", [])).toMatchObject({
      locale: "en",
      alternateOpenGraphLocales: ["es_LA"],
    });
    expect(pageLanguages(localizedRoutes.es.creators, [])).toMatchObject({
      locale: "es",
      alternateOpenGraphLocales: ["en_US"],
    });
  });

  it("pairs a translated post through the content's list, and only through it", () => {
    expect(pageLanguages(translatedPost.es, [translatedPost])).toEqual({
      locale: "es",
      hreflang: {
        en: `${site}${translatedPost.en}`,
        es: `${site}${translatedPost.es}`,
        "x-default": `${site}${translatedPost.en}`,
      },
      alternateOpenGraphLocales: ["en_US"],
    });
    expect(pageLanguages(translatedPost.en, []).hreflang).toEqual({});
  });

  it("gives no alternates to a page in one language only, whatever its language", () => {
    expect(pageLanguages("/blog/tags/briefs", [])).toEqual({
      locale: "en",
      hreflang: {},
      alternateOpenGraphLocales: [],
    });
    expect(pageLanguages("/es/blog/only-in-spanish", [{ es: "/es/blog/only-in-spanish" }])).toEqual(
      { locale: "es", hreflang: {}, alternateOpenGraphLocales: [] },
    );
  });

  it("reads a path with a trailing slash as the page", () => {
    expect(pageLanguages("/es/precios/", []).hreflang.en).toBe(`${site}/pricing`);
  });
});

import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locale";
import { BUDGET_BANDS, INDUSTRIES, METRICS, TAGS } from "@/data/taxonomies";
import { pagePaths, switchTarget } from "@/i18n/counterparts";
import { MESSAGES } from "@/i18n/messages";
import { getAllCaseStudies, getAllPosts, getAuthors, translatedContentPages } from "@/lib/content";

describe("the site's translated posts and case studies", () => {
  const pages = translatedContentPages();

  it("each pair an English page with its Spanish counterpart, under the same slug", () => {
    for (const post of getAllPosts("es")) {
      expect(pages).toContainEqual({ en: `/blog/${post.slug}`, es: `/es/blog/${post.slug}` });
    }
    for (const study of getAllCaseStudies("es")) {
      expect(pages).toContainEqual({
        en: `/casestudies/${study.slug}`,
        es: `/es/casos-de-exito/${study.slug}`,
      });
    }
    expect(getAllPosts("es").length).toBeGreaterThanOrEqual(2);
    expect(getAllCaseStudies("es").length).toBeGreaterThanOrEqual(2);
  });

  it("lead the language switch to the counterpart, and an untranslated post to the blog", () => {
    const [translated] = getAllPosts("es");
    expect(switchTarget(`/es/blog/${translated!.slug}`, "en", pages)).toBe(
      `/blog/${translated!.slug}`,
    );
    expect(switchTarget(`/blog/${translated!.slug}`, "es", pages)).toBe(
      `/es/blog/${translated!.slug}`,
    );
    const untranslated = getAllPosts().find(
      (post) => !getAllPosts("es").some((spanish) => spanish.slug === post.slug),
    )!;
    expect(pagePaths(`/blog/${untranslated.slug}`, pages)).toEqual({});
    expect(switchTarget(`/blog/${untranslated.slug}`, "es", pages)).toBe("/es");
  });

  it("name every author in Spanish that the English blog has", () => {
    expect([...getAuthors("es").keys()]).toEqual([...getAuthors().keys()]);
  });
});

describe("the taxonomies' labels", () => {
  it.each(LOCALES)("are in the %s messages for every key, and for no other", (locale) => {
    const { tags, industries, budgets, metrics } = MESSAGES[locale].content;
    expect(Object.keys(tags)).toEqual([...TAGS]);
    expect(Object.keys(industries)).toEqual([...INDUSTRIES]);
    expect(Object.keys(budgets)).toEqual([...BUDGET_BANDS]);
    expect(Object.keys(metrics)).toEqual(Object.keys(METRICS));
  });
});

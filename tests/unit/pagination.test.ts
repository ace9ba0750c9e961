import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CARDS_PER_PAGE,
  cardsOn,
  laterPageValues,
  listPagePath,
  pageCount,
  pageNumber,
  visiblePages,
} from "@/lib/content/pagination";
import { blogList, caseStudiesList, facetList, tagList } from "@/lib/content/lists";
import { generatedPosts } from "./support/generated-posts";

describe("a list's pages", () => {
  const posts = generatedPosts(500);
  const pages = pageCount(posts.length);

  it("hold every card once, in order, a full page each but the last", () => {
    const shown = Array.from({ length: pages }, (_, index) => cardsOn(posts, index + 1));
    expect(pages).toBe(Math.ceil(500 / CARDS_PER_PAGE));
    expect(shown.slice(0, -1).every((cards) => cards.length === CARDS_PER_PAGE)).toBe(true);
    expect(shown.at(-1)!.length).toBe(500 - (pages - 1) * CARDS_PER_PAGE);
    expect(shown.flat().map((post) => post.slug)).toEqual(posts.map((post) => post.slug));
  });

  it("are one page, never none, for a list that fits on it or is empty", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(CARDS_PER_PAGE)).toBe(1);
    expect(pageCount(CARDS_PER_PAGE + 1)).toBe(2);
    expect(laterPageValues(CARDS_PER_PAGE)).toEqual([]);
    expect(laterPageValues(500)).toEqual(
      Array.from({ length: pages - 1 }, (_, index) => String(index + 2)),
    );
  });

  it("are named by a page number the list has, written plainly", () => {
    expect(pageNumber("2", 500)).toBe(2);
    expect(pageNumber(String(pages), 500)).toBe(pages);
    for (const value of ["0", "02", "-1", "2.0", "x", "", String(pages + 1)]) {
      expect(pageNumber(value, 500), value).toBeUndefined();
    }
  });
});

describe("the address of a list's page", () => {
  it("is the list's own for the first page, and below it in each language's words after", () => {
    expect(listPagePath(blogList, 1, "en")).toBe("/blog");
    expect(listPagePath(blogList, 2, "en")).toBe("/blog/page/2");
    expect(listPagePath(blogList, 3, "es")).toBe("/es/blog/pagina/3");
    expect(listPagePath(tagList("pricing"), 1, "es")).toBe("/es/blog/temas/pricing");
    expect(listPagePath(tagList("pricing"), 4, "en")).toBe("/blog/tags/pricing/page/4");
    expect(listPagePath(caseStudiesList, 2, "es")).toBe("/es/casos-de-exito/pagina/2");
    expect(listPagePath(facetList("industry", "beauty"), 2, "en")).toBe(
      "/casestudies/industry/beauty/page/2",
    );
    expect(listPagePath(facetList("platform", "tiktok"), 2, "es")).toBe(
      "/es/casos-de-exito/plataforma/tiktok/pagina/2",
    );
  });
});

describe("the page numbers the pagination links show", () => {
  it("are all of a short list's, and the ends and neighbours of a long one's", () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 42)).toEqual([1, 2, "gap", 42]);
    expect(visiblePages(4, 42)).toEqual([1, 2, 3, 4, 5, "gap", 42]);
    expect(visiblePages(20, 42)).toEqual([1, "gap", 19, 20, 21, "gap", 42]);
    expect(visiblePages(42, 42)).toEqual([1, "gap", 41, 42]);
  });

  it("always show the first, the last, this page and its neighbours, in order, a gap for two or more", () => {
    const pageOfList = fc
      .integer({ min: 1, max: 500 })
      .chain((pages) =>
        fc.record({ pages: fc.constant(pages), page: fc.integer({ min: 1, max: pages }) }),
      );
    fc.assert(
      fc.property(pageOfList, ({ page, pages }) => {
        const shown = visiblePages(page, pages);
        const numbers = shown.filter((entry): entry is number => entry !== "gap");
        for (const wanted of [1, page - 1, page, page + 1, pages]) {
          if (wanted >= 1 && wanted <= pages) expect(numbers).toContain(wanted);
        }
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        shown.forEach((entry, index) => {
          if (entry !== "gap") return;
          const before = shown[index - 1] as number;
          const after = shown[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        expect(shown.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});

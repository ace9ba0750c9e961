import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { PostIndex } from "@/components/content/post-index";
import type { Locale } from "@/config/locale";
import { blogList, tagList } from "@/lib/content/lists";
import { CARDS_PER_PAGE, listPagePath, pageCount } from "@/lib/content/pagination";
import { postPath } from "@/lib/content/paths";
import { generatedPosts } from "./support/generated-posts";
import { renderMarkup } from "./support/render-body";

/** Page `page` of the list as the build renders it, from a generated archive of posts. */
function renderPage(
  locale: Locale,
  posts: ReturnType<typeof generatedPosts>,
  page: number,
  list = blogList,
) {
  const html = renderMarkup(
    createElement(PostIndex, {
      locale,
      topicsHeading: "Topics",
      posts,
      label: "All posts",
      list,
      page,
    }),
  );
  const cards = html.split('aria-label="All posts"')[1]!.split("</ul>")[0]!;
  const nav = /<nav aria-label="(?:Pages|Páginas)"[^>]*>(.*?)<\/nav>/.exec(html)?.[1];
  const links = [...(nav ?? "").matchAll(/<a ([^>]*)>/g)].map(
    (match) =>
      new Map([...match[1]!.matchAll(/([a-z-]+)="([^"]*)"/g)].map((pair) => [pair[1]!, pair[2]!])),
  );
  const hrefWhere = (name: string, value: string) =>
    links.find((attributes) => attributes.get(name) === value)?.get("href");
  return {
    cardLinks: [...cards.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!),
    cardCount: cards.split('<li class="flex"').length - 1,
    nav,
    rel: (kind: "prev" | "next") => hrefWhere("rel", kind),
    current: hrefWhere("aria-current", "page"),
  };
}

describe("a list page of a generated archive, rendered", () => {
  it.each(["en", "es"] as const)(
    "in %s: twelve cards a page, each post once, prev and next linked",
    (locale) => {
      const posts = generatedPosts(150, locale);
      const pages = pageCount(posts.length);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const shown = renderPage(locale, posts, page);
        expect(shown.cardCount).toBe(
          Math.min(CARDS_PER_PAGE, posts.length - (page - 1) * CARDS_PER_PAGE),
        );
        seen.push(...new Set(shown.cardLinks));
        expect(shown.current).toBe(listPagePath(blogList, page, locale));
        expect(shown.rel("prev")).toBe(
          page > 1 ? listPagePath(blogList, page - 1, locale) : undefined,
        );
        expect(shown.rel("next")).toBe(
          page < pages ? listPagePath(blogList, page + 1, locale) : undefined,
        );
      }
      expect(seen).toEqual(posts.map((post) => postPath(post.slug, locale)));
    },
  );

  it("names a topic's later pages under the topic", () => {
    const shown = renderPage("es", generatedPosts(30, "es"), 2, tagList("pricing"));
    expect(shown.rel("prev")).toBe("/es/blog/temas/pricing");
    expect(shown.rel("next")).toBe("/es/blog/temas/pricing/pagina/3");
  });

  it("shows no pagination for a list that fits on one page", () => {
    const shown = renderPage("en", generatedPosts(CARDS_PER_PAGE), 1);
    expect(shown.cardCount).toBe(CARDS_PER_PAGE);
    expect(shown.nav).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { getAllPosts, postPath } from "@/lib/content";
import { absoluteUrl } from "@/lib/seo/metadata";
import { blogFeedXml, FEED_POSTS, feedItems } from "@/lib/seo/blog-feed";
import { generatedPosts } from "../support/generated-posts";

describe("the blog's feed", () => {
  it("carries the newest posts only, newest first, however large the archive", () => {
    const archive = generatedPosts(500);
    // Shuffled: the feed orders by date itself.
    const shuffled = [...archive].sort((a, b) => a.slug.localeCompare(b.slug));
    const items = feedItems(shuffled, "en");
    expect(items).toHaveLength(FEED_POSTS);
    expect(items.map((item) => item.url)).toEqual(
      archive.slice(0, FEED_POSTS).map((post) => absoluteUrl(postPath(post.slug, "en"))),
    );
  });

  it("links each post in the feed's language", () => {
    const [item] = feedItems(generatedPosts(1, "es"), "es");
    expect(item?.url).toMatch(/\/es\/blog\/[^/]+$/);
  });

  it("carries the real blog's newest posts, each once", () => {
    for (const locale of ["en", "es"] as const) {
      const posts = getAllPosts(locale);
      const links = [...blogFeedXml(locale).matchAll(/<link>([^<]+)<\/link>/g)].map(
        ([, link]) => link,
      );
      // The channel's own link first, then one per post.
      expect(links.slice(1)).toEqual(
        posts.slice(0, FEED_POSTS).map((post) => absoluteUrl(postPath(post.slug, locale))),
      );
    }
  });
});

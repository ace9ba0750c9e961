import { describe, expect, it } from "vitest";
import { routes } from "@/config/site";
import { getAllCaseStudies, getAllPosts, getAllTags } from "@/lib/content";
import { getSitePages } from "@/lib/seo/site-pages";

describe("getSitePages (the sitemap's list)", () => {
  const paths = getSitePages().map((page) => page.path);

  it("lists every route of the site config", () => {
    for (const path of Object.values(routes)) expect(paths).toContain(path);
  });

  it("lists every post, tag page and case study", () => {
    for (const post of getAllPosts()) expect(paths).toContain(`/blog/${post.slug}`);
    for (const tag of getAllTags()) expect(paths).toContain(`/blog/tags/${tag.id}`);
    for (const study of getAllCaseStudies()) expect(paths).toContain(`/casestudies/${study.slug}`);
  });

  it("lists each page once, as a path on this site", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
  });
});

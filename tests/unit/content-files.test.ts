import { describe, expect, it } from "vitest";
import { routes } from "@/config/site";
import { caseStudyPath, getAllCaseStudies, getAllPosts, postPath } from "@/lib/content";
import { checkedMarkdown, markdownToHast } from "@/lib/content/markdown";

const posts = getAllPosts();
const studies = getAllCaseStudies();

describe("the published content", () => {
  it("has at least six posts of at least 500 words", () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) expect(post.wordCount, post.file).toBeGreaterThanOrEqual(500);
  });

  it("has at least six case studies, at least three of them featured", () => {
    expect(studies.length).toBeGreaterThanOrEqual(6);
    expect(studies.filter((study) => study.featured).length).toBeGreaterThanOrEqual(3);
  });

  it("compiles every body as Markdown", () => {
    for (const { file, body, bodyLine } of [...posts, ...studies]) {
      expect(markdownToHast(checkedMarkdown(file, body, bodyLine)).children, file).not.toEqual([]);
    }
  });

  it("links only to pages that exist", () => {
    const known = new Set<string>([
      ...Object.values(routes),
      ...posts.map((post) => postPath(post.slug)),
      ...studies.map((study) => caseStudyPath(study.slug)),
    ]);
    for (const { file, body } of [...posts, ...studies]) {
      for (const [, href] of body.matchAll(/\]\((\/[^)#\s]*)/g)) {
        expect(known.has(href ?? ""), `${file} links to ${href}`).toBe(true);
      }
    }
  });
});

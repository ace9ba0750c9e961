import { describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import { getAllPosts } from "@/lib/content";
import { blogPostingJsonLd } from "@/lib/seo/blog-posting";

describe("blogPostingJsonLd", () => {
  it("describes a post with its headline, dates, author and canonical URL", () => {
    const post = getAllPosts()[0]!;
    const data = blogPostingJsonLd(post);
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: post.date,
      url: `${siteConfig.siteUrl}/blog/${post.slug}`,
      author: { "@type": "Person", name: post.author.name },
      publisher: { "@type": "Organization", name: siteConfig.name },
    });
  });
});

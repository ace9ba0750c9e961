import { type Post, postPath } from "@/lib/content";
import { articleJsonLd } from "./article";

/** schema.org BlogPosting for one post, for search engines' article results. */
export function blogPostingJsonLd(post: Post): Record<string, unknown> {
  return {
    ...articleJsonLd({
      type: "BlogPosting",
      path: postPath(post.slug),
      headline: post.title,
      description: post.description,
      datePublished: post.date,
    }),
    dateModified: post.updated ?? post.date,
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.role },
    keywords: post.tags.map((tag) => tag.label).join(", "),
    wordCount: post.wordCount,
    timeRequired: `PT${post.readingTimeMinutes}M`,
  };
}

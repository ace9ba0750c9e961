import { siteConfig } from "@/config/site";
import { type Post, postPath } from "@/lib/content";
import { absoluteUrl } from "./metadata";

/** schema.org BlogPosting for one post, for search engines' article results. */
export function blogPostingJsonLd(post: Post): Record<string, unknown> {
  const url = absoluteUrl(postPath(post.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: `${url}/opengraph-image`,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.role },
    publisher: {
      "@type": "Organization",
      name: siteConfig.name,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(siteConfig.logo.src) },
    },
    keywords: post.tags.map((tag) => tag.label).join(", "),
    wordCount: post.wordCount,
    timeRequired: `PT${post.readingTimeMinutes}M`,
    inLanguage: "en-US",
  };
}

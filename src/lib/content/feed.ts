import { routes, siteConfig } from "@/config/site";
import { absoluteUrl } from "@/lib/seo/metadata";
import { buildRss } from "@/lib/seo/rss";
import { blogFeedPath, postPath } from "./paths";
import { getAllPosts } from "./posts";

export const blogFeedTitle = `${siteConfig.name} Blog`;

/** The blog's RSS feed: every post, newest first. */
export function blogFeedXml(): string {
  return buildRss({
    title: blogFeedTitle,
    url: absoluteUrl(routes.blog),
    feedUrl: absoluteUrl(blogFeedPath),
    description: "Practical guides for brands and creators who work together on paid gigs.",
    items: getAllPosts().map((post) => ({
      title: post.title,
      url: absoluteUrl(postPath(post.slug)),
      description: post.description,
      date: post.date,
      author: post.author.name,
      categories: post.tags.map((tag) => tag.label),
    })),
  });
}

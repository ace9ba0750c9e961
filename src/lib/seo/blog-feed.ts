import { routes, siteConfig } from "@/config/site";
import { blogFeedPath, getAllPosts, postPath } from "@/lib/content";
import { absoluteUrl } from "./metadata";
import { buildRss } from "./rss";

const blogFeedTitle = `${siteConfig.name} Blog`;

/** Every blog page advertises the feed (`pageMetadata({ ..., rssFeed })`). */
export const blogRssFeed = { title: blogFeedTitle, path: blogFeedPath };

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

import { localeFacts, type Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { feedPath, getAllPosts, newestFirst, postPath, type Post } from "@/lib/content";
import { absoluteUrl } from "./metadata";
import { buildRss, type RssItem } from "./rss";

/**
 * How many posts a feed carries: the newest. A reader polls the feed for what is new since it
 * last looked, which is a few posts a week here; twenty covers months of them, and keeps the
 * file a reader fetches every hour the same size whatever the size of the archive (the blog's
 * pages list every post).
 */
export const FEED_POSTS = 20;

/** Every blog page of a language advertises its feed (`pageMetadata({ ..., rssFeed })`). */
export function blogRssFeed(locale: Locale) {
  return { title: translator(locale, "blog")("feedTitle"), path: feedPath(locale) };
}

type FeedPost = Pick<Post, "slug" | "title" | "description" | "date" | "author" | "tags">;

/** The feed's items: the newest `FEED_POSTS` of `posts`, newest first. */
export function feedItems(posts: readonly FeedPost[], locale: Locale): RssItem[] {
  return [...posts]
    .sort(newestFirst)
    .slice(0, FEED_POSTS)
    .map((post) => ({
      title: post.title,
      url: absoluteUrl(postPath(post.slug, locale)),
      description: post.description,
      date: post.date,
      author: post.author.name,
      categories: post.tags.map((tag) => tag.label),
    }));
}

/** The blog's RSS feed in one language: its newest posts (`FEED_POSTS`), newest first. */
export function blogFeedXml(locale: Locale): string {
  const t = translator(locale, "blog");
  return buildRss({
    title: t("feedTitle"),
    url: absoluteUrl(routesFor(locale).blog),
    feedUrl: absoluteUrl(feedPath(locale)),
    description: t("feedDescription"),
    language: localeFacts[locale].tag.toLowerCase(),
    items: feedItems(getAllPosts(locale), locale),
  });
}

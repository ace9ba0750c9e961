import { localeFacts, type Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { feedPath, getAllPosts, postPath } from "@/lib/content";
import { absoluteUrl } from "./metadata";
import { buildRss } from "./rss";

/** Every blog page of a language advertises its feed (`pageMetadata({ ..., rssFeed })`). */
export function blogRssFeed(locale: Locale) {
  return { title: translator(locale, "blog")("feedTitle"), path: feedPath(locale) };
}

/** The blog's RSS feed in one language: every post written in it, newest first. */
export function blogFeedXml(locale: Locale): string {
  const t = translator(locale, "blog");
  return buildRss({
    title: t("feedTitle"),
    url: absoluteUrl(routesFor(locale).blog),
    feedUrl: absoluteUrl(feedPath(locale)),
    description: t("feedDescription"),
    language: localeFacts[locale].tag.toLowerCase(),
    items: getAllPosts(locale).map((post) => ({
      title: post.title,
      url: absoluteUrl(postPath(post.slug, locale)),
      description: post.description,
      date: post.date,
      author: post.author.name,
      categories: post.tags.map((tag) => tag.label),
    })),
  });
}

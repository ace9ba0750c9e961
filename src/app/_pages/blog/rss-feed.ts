import type { Locale } from "@/config/locale";
import { blogFeedXml } from "@/lib/seo/blog-feed";

/** The blog's feed in one language, written once at build time by the static export. */
export function blogFeedResponse(locale: Locale): Response {
  return new Response(blogFeedXml(locale), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}

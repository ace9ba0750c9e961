import type { Metadata } from "next";
import { localeFacts } from "@/config/locale";
import { siteConfig } from "@/config/site";
import { absoluteUrl } from "./absolute-url";
import { pageLanguages } from "./page-languages";
import { translatedContentPages } from "@/lib/content/translated-pages";

export { absoluteUrl };

export type PageMetadataInput = {
  /** The page's own title; the root layout's template adds " · Gigloom" unless `absoluteTitle`. */
  title: string;
  description: string;
  /** The page's path on this site, starting with "/" (e.g. "/blog/pricing-a-ugc-video"). */
  path: `/${string}`;
  /** Set for the home page, whose title already carries the product's name. */
  absoluteTitle?: boolean;
  /**
   * An explicit share image. Leave it out when the route has an `opengraph-image.tsx`:
   * Next adds that file's PNG to both the Open Graph and the Twitter tags itself.
   */
  image?: { url: string; width: number; height: number; alt: string };
  type?: "website" | "article";
  /** Article details for `type: "article"` (og:article:*). */
  article?: { publishedTime: string; modifiedTime?: string; authors: string[]; tags: string[] };
  /** An RSS feed to advertise with <link rel="alternate" type="application/rss+xml">. */
  rssFeed?: { title: string; path: `/${string}` };
  /** Keeps the page out of search engines (robots "noindex"), and so out of site search. */
  noindex?: boolean;
};

/**
 * Title, description, canonical URL, Open Graph and Twitter card for one page, and from its
 * path, its language and its versions in the others: hreflang alternates and og:locale.
 * Page metadata replaces the layout's `openGraph` object whole, so everything is set here.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { title, description, path, absoluteTitle = false, image, type = "website" } = input;
  const url = absoluteUrl(path);
  const languages = pageLanguages(path, translatedContentPages());
  const shareTitle = absoluteTitle ? title : `${title} · ${siteConfig.name}`;
  const images = image ? [image] : undefined;
  const article =
    type === "article" && input.article
      ? {
          publishedTime: input.article.publishedTime,
          modifiedTime: input.article.modifiedTime,
          authors: input.article.authors,
          tags: input.article.tags,
        }
      : {};

  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    ...(input.noindex ? { robots: { index: false } } : {}),
    alternates: {
      canonical: url,
      ...(Object.keys(languages.hreflang).length > 0 ? { languages: languages.hreflang } : {}),
      ...(input.rssFeed
        ? {
            types: {
              "application/rss+xml": [
                { title: input.rssFeed.title, url: absoluteUrl(input.rssFeed.path) },
              ],
            },
          }
        : {}),
    },
    openGraph: {
      siteName: siteConfig.name,
      locale: localeFacts[languages.locale].openGraph,
      ...(languages.alternateOpenGraphLocales.length > 0
        ? { alternateLocale: languages.alternateOpenGraphLocales }
        : {}),
      title: shareTitle,
      description,
      url,
      type,
      ...(images ? { images } : {}),
      ...article,
    },
    twitter: {
      card: "summary_large_image",
      title: shareTitle,
      description,
      ...(images ? { images } : {}),
    },
  };
}

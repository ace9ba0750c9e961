import type { MetadataRoute } from "next";
import { getSitePages, sitemapEntries } from "@/lib/seo/site-pages";
import { translatedContentPages } from "@/lib/content/translated-pages";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  const contentPages = translatedContentPages();
  return sitemapEntries(getSitePages(contentPages), contentPages);
}

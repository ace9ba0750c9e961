import type { MetadataRoute } from "next";
import { getSitePages, sitemapEntries } from "@/lib/seo/site-pages";
import { translatedPages } from "@/lib/seo/translated-pages";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  const contentPages = translatedPages();
  return sitemapEntries(getSitePages(contentPages), contentPages);
}

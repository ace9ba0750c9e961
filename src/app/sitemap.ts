import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/metadata";
import { getSitePages } from "@/lib/seo/site-pages";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  return getSitePages().map((page) => ({
    url: absoluteUrl(page.path as `/${string}`),
    ...(page.lastModified ? { lastModified: page.lastModified } : {}),
  }));
}

import { sitemapIndexResponse } from "@/lib/seo/site-sitemap";

export const dynamic = "force-static";

export function GET() {
  return sitemapIndexResponse();
}

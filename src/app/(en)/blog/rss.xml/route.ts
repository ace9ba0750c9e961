import { blogFeedXml } from "@/lib/seo/blog-feed";

// Written once at build time into out/blog/rss.xml by the static export.
export const dynamic = "force-static";

export function GET() {
  return new Response(blogFeedXml(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}

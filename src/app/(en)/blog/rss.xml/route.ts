import { blogFeedResponse } from "@/app/_pages/blog/rss-feed";

// Written once at build time into out/blog/rss.xml by the static export.
export const dynamic = "force-static";

export function GET() {
  return blogFeedResponse("en");
}

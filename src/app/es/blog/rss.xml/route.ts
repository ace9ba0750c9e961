import { blogFeedResponse } from "@/app/_pages/blog/rss-feed";

// Written once at build time by the static export, beside the Spanish blog.
export const dynamic = "force-static";

export function GET() {
  return blogFeedResponse("es");
}

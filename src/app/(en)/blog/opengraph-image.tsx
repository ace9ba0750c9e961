import { blogIndexOgAlt, blogIndexOgImage } from "@/app/_pages/blog/blog-index-page";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = blogIndexOgAlt("en");

export default function Image() {
  return blogIndexOgImage("en");
}

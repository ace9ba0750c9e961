import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";
import { renderPageOgImage } from "@/lib/seo/page-og-image";
import { pageIntros } from "@/lib/content";

export const dynamic = "force-static";
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = pageIntros.privacy.title;

export default function Image() {
  return renderPageOgImage("privacy");
}

import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";
import { pageOgImageAlt, renderPageOgImage } from "@/lib/seo/page-og-image";

export const dynamic = "force-static";
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = pageOgImageAlt("rates", "es");

export default function Image() {
  return renderPageOgImage("rates", "es");
}

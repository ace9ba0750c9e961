import { searchOgAlt, searchOgImage } from "@/app/_pages/search/search-page";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = searchOgAlt("es");

export default function Image() {
  return searchOgImage("es");
}

import { renderShareCard, shareCardAlt } from "@/app/_pages/registered-page";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = shareCardAlt("directory", "en");

export default function Image() {
  return renderShareCard("directory", "en");
}

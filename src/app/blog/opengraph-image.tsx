import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";
export const dynamic = "force-static";
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = "Blog";
export default function Image() {
  return renderOgCard({ eyebrow: "Blog", title: "Practical guides to creator marketing" });
}

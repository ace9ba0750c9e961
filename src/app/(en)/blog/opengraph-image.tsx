import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = "The Gigloom blog: practical guides to creator marketing";

export default function Image() {
  return renderOgCard({ eyebrow: "Gigloom blog", title: "Practical guides to creator marketing" });
}

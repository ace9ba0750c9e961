import { tagOgAlt, tagOgImage } from "@/app/_pages/blog/tag-page";
import { tagParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => tagParams("en");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = tagOgAlt("en");

export default async function Image({ params }: { params: Promise<{ tag: string }> }) {
  return tagOgImage("en", (await params).tag);
}

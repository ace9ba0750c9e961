import { tagOgAlt, tagOgImage } from "@/app/_pages/blog/tag-page";
import { tagParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => tagParams("es");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = tagOgAlt("es");

export default async function Image({ params }: { params: Promise<{ tag: string }> }) {
  return tagOgImage("es", (await params).tag);
}

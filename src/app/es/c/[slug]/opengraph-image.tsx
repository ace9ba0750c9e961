import { creatorOgAlt, creatorOgImage } from "@/app/_pages/directory/creator-page";
import { creatorParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = creatorParams;
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = creatorOgAlt("es");

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return creatorOgImage("es", (await params).slug);
}

import { facetOgAlt, facetOgImage } from "@/app/_pages/directory/facet-page";
import { directoryPlatformParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = directoryPlatformParams;
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = facetOgAlt("en");

export default async function Image({ params }: { params: Promise<{ platform: string }> }) {
  return facetOgImage("en", await params);
}

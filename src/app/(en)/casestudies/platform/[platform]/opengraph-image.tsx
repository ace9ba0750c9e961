import { PLATFORMS, type PlatformId } from "@/data/taxonomies";
import { platformParams } from "@/lib/content";
import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = platformParams;
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = "Gigloom case studies for one platform";

export default async function Image({ params }: { params: Promise<{ platform: string }> }) {
  return renderOgCard({
    eyebrow: "Case studies by platform",
    title: `${PLATFORMS[(await params).platform as PlatformId] ?? "Platform"} creator campaigns`,
  });
}

import { filterOgAlt, filterOgImage } from "@/app/_pages/case-studies/filter-page";
import { platformParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => platformParams("es");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = filterOgAlt("es", "platform");

export default async function Image({ params }: { params: Promise<{ platform: string }> }) {
  return filterOgImage("es", "platform", (await params).platform);
}

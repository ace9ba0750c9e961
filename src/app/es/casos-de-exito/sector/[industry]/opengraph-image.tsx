import { filterOgAlt, filterOgImage } from "@/app/_pages/case-studies/filter-page";
import { industryParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => industryParams("es");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = filterOgAlt("es", "industry");

export default async function Image({ params }: { params: Promise<{ industry: string }> }) {
  return filterOgImage("es", "industry", (await params).industry);
}

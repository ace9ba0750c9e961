import { INDUSTRIES, type IndustryId } from "@/data/taxonomies";
import { industryParams } from "@/lib/content";
import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = industryParams;
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = "Gigloom case studies for one industry";

export default async function Image({ params }: { params: Promise<{ industry: string }> }) {
  return renderOgCard({
    eyebrow: "Case studies by industry",
    title: `${INDUSTRIES[(await params).industry as IndustryId] ?? "Industry"} creator campaigns`,
  });
}

import { filterOgAlt, filterOgImage } from "@/app/_pages/case-studies/filter-page";
import { industryPageParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => industryPageParams("en");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = filterOgAlt("en", "industry");

type Props = { params: Promise<{ industry: string; page: string }> };

export default async function Image({ params }: Props) {
  const { industry, page } = await params;
  return filterOgImage("en", "industry", industry, Number(page));
}

import { caseStudiesOgAlt, caseStudiesOgImage } from "@/app/_pages/case-studies/case-studies-page";
import { caseStudiesPageParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => caseStudiesPageParams("en");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = caseStudiesOgAlt("en");

export default async function Image({ params }: { params: Promise<{ page: string }> }) {
  return caseStudiesOgImage("en", Number((await params).page));
}

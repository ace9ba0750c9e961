import { caseStudyOgAlt, caseStudyOgImage } from "@/app/_pages/case-studies/case-study-page";
import { caseStudyParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => caseStudyParams("es");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = caseStudyOgAlt("es");

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return caseStudyOgImage("es", (await params).slug);
}

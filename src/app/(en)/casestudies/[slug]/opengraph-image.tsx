import { caseStudyParams, getCaseStudyBySlug } from "@/lib/content";
import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = caseStudyParams;
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = "A Gigloom case study";

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const study = getCaseStudyBySlug((await params).slug);
  return renderOgCard({
    eyebrow: `Case study · ${study?.brand ?? ""}`,
    title: study?.title ?? "Gigloom case study",
  });
}

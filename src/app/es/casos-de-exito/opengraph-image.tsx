import { caseStudiesOgAlt, caseStudiesOgImage } from "@/app/_pages/case-studies/case-studies-page";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = caseStudiesOgAlt("es");

export default function Image() {
  return caseStudiesOgImage("es");
}

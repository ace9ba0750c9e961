import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = "Gigloom case studies: creator campaigns with measured results";

export default async function Image() {
  return renderOgCard({
    eyebrow: "Case studies",
    title: "Creator campaigns, with the numbers behind them",
  });
}

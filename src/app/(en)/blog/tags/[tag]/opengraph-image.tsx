import { TAGS, type TagId } from "@/data/taxonomies";
import { tagParams } from "@/lib/content";
import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = tagParams;
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = "Articles on one topic from the Gigloom blog";

export default async function Image({ params }: { params: Promise<{ tag: string }> }) {
  const label = TAGS[(await params).tag as TagId] ?? "Gigloom blog";
  return renderOgCard({ eyebrow: "Blog topic", title: `${label}: guides for brands and creators` });
}

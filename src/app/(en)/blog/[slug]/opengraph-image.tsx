import { getPostBySlug, postParams } from "@/lib/content";
import { ogImageContentType, ogImageSize, renderOgCard } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = postParams;
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = "A Gigloom blog post";

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const post = getPostBySlug((await params).slug);
  return renderOgCard({ eyebrow: "Gigloom blog", title: post?.title ?? "Gigloom blog" });
}

import { postOgAlt, postOgImage } from "@/app/_pages/blog/post-page";
import { postParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => postParams("en");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = postOgAlt("en");

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return postOgImage("en", (await params).slug);
}

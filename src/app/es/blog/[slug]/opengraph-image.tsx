import { postOgAlt, postOgImage } from "@/app/_pages/blog/post-page";
import { postParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => postParams("es");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = postOgAlt("es");

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return postOgImage("es", (await params).slug);
}

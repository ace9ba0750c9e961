import { blogIndexOgAlt, blogIndexOgImage } from "@/app/_pages/blog/blog-index-page";
import { blogPageParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => blogPageParams("es");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = blogIndexOgAlt("es");

export default async function Image({ params }: { params: Promise<{ page: string }> }) {
  return blogIndexOgImage("es", Number((await params).page));
}

import { blogIndexOgAlt, blogIndexOgImage } from "@/app/_pages/blog/blog-index-page";
import { blogPageParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => blogPageParams("en");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = blogIndexOgAlt("en");

export default async function Image({ params }: { params: Promise<{ page: string }> }) {
  return blogIndexOgImage("en", Number((await params).page));
}

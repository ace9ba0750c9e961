import { tagOgAlt, tagOgImage } from "@/app/_pages/blog/tag-page";
import { tagPageParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => tagPageParams("es");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = tagOgAlt("es");

type Props = { params: Promise<{ tag: string; page: string }> };

export default async function Image({ params }: Props) {
  const { tag, page } = await params;
  return tagOgImage("es", tag, Number(page));
}

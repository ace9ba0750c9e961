import { filterOgAlt, filterOgImage } from "@/app/_pages/case-studies/filter-page";
import { platformPageParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => platformPageParams("es");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = filterOgAlt("es", "platform");

type Props = { params: Promise<{ platform: string; page: string }> };

export default async function Image({ params }: Props) {
  const { platform, page } = await params;
  return filterOgImage("es", "platform", platform, Number(page));
}

import { platformRatesOgAlt, platformRatesOgImage } from "@/app/_pages/rates/platform-rates-page";
import { ratePlatformParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => ratePlatformParams("en");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = platformRatesOgAlt("en");

export default async function Image({ params }: { params: Promise<{ platform: string }> }) {
  return platformRatesOgImage("en", (await params).platform);
}

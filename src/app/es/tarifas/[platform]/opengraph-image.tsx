import { platformRatesOgAlt, platformRatesOgImage } from "@/app/_pages/rates/platform-rates-page";
import { ratePlatformParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => ratePlatformParams("es");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = platformRatesOgAlt("es");

export default async function Image({ params }: { params: Promise<{ platform: string }> }) {
  return platformRatesOgImage("es", (await params).platform);
}

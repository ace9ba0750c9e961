import { landingParams } from "@/lib/content";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";
import { landingShareCard } from "@/app/_pages/landing/landing-page";

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => landingParams("es");
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = "Gigloom";

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return landingShareCard("es", (await params).slug);
}

import { landingParams } from "@/lib/content";
import { LandingRoute, landingMetadataAt } from "@/app/_pages/landing/landing-page";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => landingParams("en");

export async function generateMetadata({ params }: Props) {
  return landingMetadataAt("en", (await params).slug);
}

export default async function Page({ params }: Props) {
  return <LandingRoute locale="en" slug={(await params).slug} />;
}

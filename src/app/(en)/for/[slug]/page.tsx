import { landingPageAt, landingParams } from "@/lib/content";
import { LandingPageBody, landingMetadata } from "@/app/_pages/landing/landing-page";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => landingParams("en");

export async function generateMetadata({ params }: Props) {
  return landingMetadata(landingPageAt("en", (await params).slug));
}

export default async function Page({ params }: Props) {
  return <LandingPageBody page={landingPageAt("en", (await params).slug)} />;
}

import { landingParams } from "@/lib/content";
import { LandingRoute, landingMetadataAt } from "@/app/_pages/landing/landing-page";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => landingParams("es");

export async function generateMetadata({ params }: Props) {
  return landingMetadataAt("es", (await params).slug);
}

export default async function Page({ params }: Props) {
  return <LandingRoute locale="es" slug={(await params).slug} />;
}

import { PlatformRatesPage, platformRatesMetadata } from "@/app/_pages/rates/platform-rates-page";
import { ratePlatformParams } from "@/lib/content";

type Props = { params: Promise<{ platform: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => ratePlatformParams("es");

export async function generateMetadata({ params }: Props) {
  return platformRatesMetadata("es", (await params).platform);
}

export default async function Page({ params }: Props) {
  return <PlatformRatesPage locale="es" id={(await params).platform} />;
}

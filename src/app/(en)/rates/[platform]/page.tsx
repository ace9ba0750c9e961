import { PlatformRatesPage, platformRatesMetadata } from "@/app/_pages/rates/platform-rates-page";
import { ratePlatformParams } from "@/lib/content";

type Props = { params: Promise<{ platform: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => ratePlatformParams("en");

export async function generateMetadata({ params }: Props) {
  return platformRatesMetadata("en", (await params).platform);
}

export default async function Page({ params }: Props) {
  return <PlatformRatesPage locale="en" id={(await params).platform} />;
}

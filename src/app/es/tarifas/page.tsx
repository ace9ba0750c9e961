import { RateGuidePage, rateGuideMetadata } from "@/app/_pages/rates/rate-guide-page";

export const metadata = rateGuideMetadata("es");

export default function Page() {
  return <RateGuidePage locale="es" />;
}

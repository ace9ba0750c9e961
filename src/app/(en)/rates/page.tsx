import { RateGuidePage, rateGuideMetadata } from "@/app/_pages/rates/rate-guide-page";

export const metadata = rateGuideMetadata("en");

export default function Page() {
  return <RateGuidePage locale="en" />;
}

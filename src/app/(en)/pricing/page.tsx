import { PricingPage, pricingMetadata } from "@/app/_pages/pricing/pricing-page";

export const metadata = pricingMetadata("en");

export default function Page() {
  return <PricingPage locale="en" />;
}

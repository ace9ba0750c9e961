import { PricingPage, pricingMetadata } from "@/app/_pages/pricing/pricing-page";

export const metadata = pricingMetadata("es");

export default function Page() {
  return <PricingPage locale="es" />;
}

import { RateGuidePage } from "@/app/_pages/rates/rate-guide-page";
import { RegisteredPage, registeredMetadata } from "@/app/_pages/registered-page";

export const metadata = registeredMetadata("rates", "es");

export default function Page() {
  return <RegisteredPage id="rates" locale="es" Body={RateGuidePage} />;
}

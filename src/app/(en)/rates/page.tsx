import { RateGuidePage } from "@/app/_pages/rates/rate-guide-page";
import { RegisteredPage, registeredMetadata } from "@/app/_pages/registered-page";

export const metadata = registeredMetadata("rates", "en");

export default function Page() {
  return <RegisteredPage id="rates" locale="en" Body={RateGuidePage} />;
}

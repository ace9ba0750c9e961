import { LegalRoute, legalMetadata } from "@/app/_pages/legal/legal-route";

export const metadata = legalMetadata("terms", "en");

export default function Page() {
  return <LegalRoute page="terms" locale="en" />;
}

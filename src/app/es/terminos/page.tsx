import { LegalRoute, legalMetadata } from "@/app/_pages/legal/legal-route";

export const metadata = legalMetadata("terms", "es");

export default function Page() {
  return <LegalRoute page="terms" locale="es" />;
}

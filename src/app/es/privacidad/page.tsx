import { LegalRoute, legalMetadata } from "@/app/_pages/legal/legal-route";

export const metadata = legalMetadata("privacy", "es");

export default function Page() {
  return <LegalRoute page="privacy" locale="es" />;
}

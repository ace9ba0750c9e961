import { routes } from "@/config/site";
import { termsOfUse } from "./terms-of-use";
import { pageMetadata } from "@/lib/seo/metadata";
import { LegalPage } from "@/components/legal/legal-page";

export const metadata = pageMetadata({
  title: termsOfUse.title,
  description: termsOfUse.description,
  path: routes.terms,
});

export default function TermsPage() {
  return <LegalPage document={termsOfUse} />;
}

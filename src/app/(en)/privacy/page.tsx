import { routes } from "@/config/site";
import { privacyPolicy } from "./privacy-policy";
import { pageMetadata } from "@/lib/seo/metadata";
import { LegalPage } from "@/components/legal/legal-page";

export const metadata = pageMetadata({
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  path: routes.privacy,
});

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}

import { CaseStudiesPage } from "@/app/_pages/case-studies/case-studies-page";
import { RegisteredPage, registeredMetadata } from "@/app/_pages/registered-page";

export const metadata = registeredMetadata("caseStudies", "es");

export default function Page() {
  return <RegisteredPage id="caseStudies" locale="es" Body={CaseStudiesPage} />;
}

import { CaseStudiesPage, caseStudiesMetadata } from "@/app/_pages/case-studies/case-studies-page";

export const metadata = caseStudiesMetadata("en");

export default function Page() {
  return <CaseStudiesPage locale="en" />;
}

import {
  CaseStudiesLaterPage,
  caseStudiesMetadata,
} from "@/app/_pages/case-studies/case-studies-page";
import { caseStudiesPageParams } from "@/lib/content";

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => caseStudiesPageParams("es");

export async function generateMetadata({ params }: Props) {
  return caseStudiesMetadata("es", (await params).page);
}

export default async function Page({ params }: Props) {
  return <CaseStudiesLaterPage locale="es" value={(await params).page} />;
}

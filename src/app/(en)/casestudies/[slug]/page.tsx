import { CaseStudyPage, caseStudyMetadata } from "@/app/_pages/case-studies/case-study-page";
import { caseStudyParams } from "@/lib/content";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => caseStudyParams("en");

export async function generateMetadata({ params }: Props) {
  return caseStudyMetadata("en", (await params).slug);
}

export default async function Page({ params }: Props) {
  return <CaseStudyPage locale="en" slug={(await params).slug} />;
}

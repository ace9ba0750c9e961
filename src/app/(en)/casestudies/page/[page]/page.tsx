import type { ResolvingMetadata } from "next";
import {
  CaseStudiesLaterPage,
  caseStudiesMetadata,
} from "@/app/_pages/case-studies/case-studies-page";
import { caseStudiesPageParams } from "@/lib/content";
import { listShareImage } from "@/app/_pages/later-page";

type Props = { params: Promise<{ page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => caseStudiesPageParams("en");

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata) {
  return caseStudiesMetadata("en", (await params).page, await listShareImage(parent));
}

export default async function Page({ params }: Props) {
  return <CaseStudiesLaterPage locale="en" value={(await params).page} />;
}

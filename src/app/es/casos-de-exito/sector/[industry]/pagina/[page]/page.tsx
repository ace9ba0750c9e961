import type { ResolvingMetadata } from "next";
import { FilterLaterPage, filterMetadata } from "@/app/_pages/case-studies/filter-page";
import { industryPageParams } from "@/lib/content";
import { listShareImage } from "@/app/_pages/later-page";

type Props = { params: Promise<{ industry: string; page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => industryPageParams("es");

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata) {
  const { industry, page } = await params;
  return filterMetadata("es", "industry", industry, page, await listShareImage(parent));
}

export default async function Page({ params }: Props) {
  const { industry, page } = await params;
  return <FilterLaterPage locale="es" kind="industry" id={industry} value={page} />;
}

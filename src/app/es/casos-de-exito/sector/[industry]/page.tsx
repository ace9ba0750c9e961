import { FilterPage, filterMetadata } from "@/app/_pages/case-studies/filter-page";
import { industryParams } from "@/lib/content";

type Props = { params: Promise<{ industry: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => industryParams("es");

export async function generateMetadata({ params }: Props) {
  return filterMetadata("es", "industry", (await params).industry);
}

export default async function Page({ params }: Props) {
  return <FilterPage locale="es" kind="industry" id={(await params).industry} />;
}

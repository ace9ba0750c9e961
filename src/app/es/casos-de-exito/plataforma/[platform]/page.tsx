import { FilterPage, filterMetadata } from "@/app/_pages/case-studies/filter-page";
import { platformParams } from "@/lib/content";

type Props = { params: Promise<{ platform: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => platformParams("es");

export async function generateMetadata({ params }: Props) {
  return filterMetadata("es", "platform", (await params).platform);
}

export default async function Page({ params }: Props) {
  return <FilterPage locale="es" kind="platform" id={(await params).platform} />;
}

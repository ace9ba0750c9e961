import { FilterPage, filterMetadata } from "@/app/_pages/case-studies/filter-page";
import { platformParams } from "@/lib/content";

type Props = { params: Promise<{ platform: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => platformParams("en");

export async function generateMetadata({ params }: Props) {
  return filterMetadata("en", "platform", (await params).platform);
}

export default async function Page({ params }: Props) {
  return <FilterPage locale="en" kind="platform" id={(await params).platform} />;
}

import { FilterLaterPage, filterMetadata } from "@/app/_pages/case-studies/filter-page";
import { platformPageParams } from "@/lib/content";

type Props = { params: Promise<{ platform: string; page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => platformPageParams("en");

export async function generateMetadata({ params }: Props) {
  const { platform, page } = await params;
  return filterMetadata("en", "platform", platform, page);
}

export default async function Page({ params }: Props) {
  const { platform, page } = await params;
  return <FilterLaterPage locale="en" kind="platform" id={platform} value={page} />;
}

import type { ResolvingMetadata } from "next";
import { FilterLaterPage, filterMetadata } from "@/app/_pages/case-studies/filter-page";
import { platformPageParams } from "@/lib/content";
import { listShareImage } from "@/app/_pages/later-page";

type Props = { params: Promise<{ platform: string; page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => platformPageParams("en");

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata) {
  const { platform, page } = await params;
  return filterMetadata("en", "platform", platform, page, await listShareImage(parent));
}

export default async function Page({ params }: Props) {
  const { platform, page } = await params;
  return <FilterLaterPage locale="en" kind="platform" id={platform} value={page} />;
}

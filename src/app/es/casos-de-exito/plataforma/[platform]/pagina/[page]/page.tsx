import type { ResolvingMetadata } from "next";
import { FilterLaterPage, filterMetadata } from "@/app/_pages/case-studies/filter-page";
import { platformPageParams } from "@/lib/content";
import { listShareImage } from "@/app/_pages/later-page";

type Props = { params: Promise<{ platform: string; page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => platformPageParams("es");

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata) {
  const { platform, page } = await params;
  return filterMetadata("es", "platform", platform, page, await listShareImage(parent));
}

export default async function Page({ params }: Props) {
  const { platform, page } = await params;
  return <FilterLaterPage locale="es" kind="platform" id={platform} value={page} />;
}

import type { ResolvingMetadata } from "next";
import { FacetLaterPage, facetMetadata } from "@/app/_pages/directory/facet-page";
import { listShareImage } from "@/app/_pages/later-page";
import { directoryPlatformPageParams } from "@/lib/content";

type Props = { params: Promise<{ platform: string; page: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => directoryPlatformPageParams("es");

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata) {
  const { page, ...facet } = await params;
  return facetMetadata("es", facet, page, await listShareImage(parent));
}

export default async function Page({ params }: Props) {
  const { page, ...facet } = await params;
  return <FacetLaterPage locale="es" params={facet} value={page} />;
}

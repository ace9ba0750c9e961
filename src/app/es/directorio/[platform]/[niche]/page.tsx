import { DirectoryFacetPage, facetMetadata } from "@/app/_pages/directory/facet-page";
import { directoryNicheParams } from "@/lib/content";

type Props = { params: Promise<{ platform: string; niche: string }> };

export const dynamicParams = false;
export const generateStaticParams = directoryNicheParams;

export async function generateMetadata({ params }: Props) {
  return facetMetadata("es", await params);
}

export default async function Page({ params }: Props) {
  return <DirectoryFacetPage locale="es" params={await params} />;
}

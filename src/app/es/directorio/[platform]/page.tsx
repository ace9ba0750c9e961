import { DirectoryFacetPage, facetMetadata } from "@/app/_pages/directory/facet-page";
import { directoryPlatformParams } from "@/lib/content";

type Props = { params: Promise<{ platform: string }> };

export const dynamicParams = false;
export const generateStaticParams = directoryPlatformParams;

export async function generateMetadata({ params }: Props) {
  return facetMetadata("es", await params);
}

export default async function Page({ params }: Props) {
  return <DirectoryFacetPage locale="es" params={await params} />;
}

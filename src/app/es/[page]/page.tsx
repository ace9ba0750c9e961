import { sharedRouteParams, sharedRoutePageAt } from "@/app/_pages/page-registry";
import { RegisteredPage, sharedRouteMetadata } from "@/app/_pages/registered-page";

type Props = { params: Promise<{ page: string }> };

/** The sections whose body the page registry holds (app/_pages/page-registry.ts). */
export const dynamicParams = false;
export const generateStaticParams = () => sharedRouteParams("es");

export async function generateMetadata({ params }: Props) {
  return sharedRouteMetadata(sharedRoutePageAt("es", (await params).page), "es");
}

export default async function Page({ params }: Props) {
  return <RegisteredPage id={sharedRoutePageAt("es", (await params).page)} locale="es" />;
}

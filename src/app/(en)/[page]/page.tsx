import { sharedRouteParams, sharedRoutePageAt } from "@/app/_pages/page-registry";
import { RegisteredPage, sharedRouteMetadata } from "@/app/_pages/registered-page";

type Props = { params: Promise<{ page: string }> };

/** The sections whose body the page registry holds (app/_pages/page-registry.ts). */
export const dynamicParams = false;
export const generateStaticParams = () => sharedRouteParams("en");

export async function generateMetadata({ params }: Props) {
  return sharedRouteMetadata(sharedRoutePageAt("en", (await params).page), "en");
}

export default async function Page({ params }: Props) {
  return <RegisteredPage id={sharedRoutePageAt("en", (await params).page)} locale="en" />;
}

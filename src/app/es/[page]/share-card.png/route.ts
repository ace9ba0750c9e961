import { sharedRouteParams, sharedRoutePageAt } from "@/app/_pages/page-registry";
import { renderShareCard } from "@/app/_pages/registered-page";

type Context = { params: Promise<{ page: string }> };

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => sharedRouteParams("es");

export async function GET(_request: Request, { params }: Context) {
  return renderShareCard(sharedRoutePageAt("es", (await params).page), "es");
}

import { landingParams } from "@/lib/content";
import { landingShareCard } from "@/app/_pages/landing/landing-page";

type Context = { params: Promise<{ slug: string }> };

export const dynamic = "force-static";
export const dynamicParams = false;
export const generateStaticParams = () => landingParams("es");

export async function GET(_request: Request, { params }: Context) {
  return landingShareCard("es", (await params).slug);
}

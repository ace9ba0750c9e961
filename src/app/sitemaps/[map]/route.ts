import { sitemapFileNames, sitemapResponse } from "@/lib/seo/site-sitemap";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return sitemapFileNames().map((map) => ({ map }));
}

export async function GET(_request: Request, { params }: RouteContext<"/sitemaps/[map]">) {
  return sitemapResponse((await params).map);
}

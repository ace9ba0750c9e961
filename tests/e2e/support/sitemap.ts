import type { APIRequestContext } from "@playwright/test";

/** The addresses a sitemap document lists in its <loc> elements, in order. */
export const locations = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => location!);

/**
 * The sitemap as a crawler reads it: /sitemap.xml, the index, then each map it lists, fetched
 * from this server at the path of its public address.
 */
export async function servedSitemap(
  request: APIRequestContext,
): Promise<{ index: string; maps: { url: string; xml: string; status: number }[] }> {
  const index = await (await request.get("/sitemap.xml")).text();
  const maps = await Promise.all(
    locations(index).map(async (url) => {
      const response = await request.get(new URL(url).pathname);
      return { url, xml: await response.text(), status: response.status() };
    }),
  );
  return { index, maps };
}

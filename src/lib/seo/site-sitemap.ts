import { counterpartPages } from "@/lib/content/counterpart-pages";
import { absoluteUrl } from "./absolute-url";
import { getSitePages, sitemapEntries } from "./site-pages";
import { mapLastModified, mapPath, sitemapMaps } from "./sitemap-maps";
import { sitemapIndexXml, urlsetXml } from "./sitemap-xml";

const xml = (body: string) =>
  new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });

/** The site's maps, by language and kind, from every page the content makes. */
const siteMaps = (contentPages = counterpartPages()) => sitemapMaps(getSitePages(contentPages));

/** The maps the build writes, as the route's parameter: "en-posts.xml". */
export const sitemapFileNames = () => siteMaps().map((map) => `${map.name}.xml`);

/** /sitemap.xml: the index of the maps. */
export function sitemapIndexResponse(): Response {
  return xml(
    sitemapIndexXml(
      siteMaps().map((map) => ({
        url: absoluteUrl(mapPath(map)),
        lastModified: mapLastModified(map),
      })),
    ),
  );
}

/** /sitemaps/<file>: one map, each page with its alternates in every language. */
export function sitemapResponse(file: string): Response {
  const contentPages = counterpartPages();
  const map = siteMaps(contentPages).find((candidate) => `${candidate.name}.xml` === file);
  if (!map) return new Response("Not found", { status: 404 });
  return xml(urlsetXml(sitemapEntries(map.pages, contentPages)));
}

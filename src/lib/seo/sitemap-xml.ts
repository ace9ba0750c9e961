import type { MetadataRoute } from "next";
import { escapeXml } from "./escape-xml";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * A map: each entry's address, its versions in every language as xhtml:link alternates, and its
 * last change, written as Next.js writes a sitemap.ts.
 */
export function urlsetXml(entries: MetadataRoute.Sitemap): string {
  const urls = entries.map((entry) =>
    [
      "<url>",
      `<loc>${escapeXml(entry.url)}</loc>`,
      ...Object.entries(entry.alternates?.languages ?? {}).map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(String(href))}" />`,
      ),
      ...(entry.lastModified
        ? [`<lastmod>${escapeXml(String(entry.lastModified))}</lastmod>`]
        : []),
      "</url>",
    ].join("\n"),
  );
  return [
    DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The sitemap index: each map's address and, where known, its last change. */
export function sitemapIndexXml(maps: readonly { url: string; lastModified?: string }[]): string {
  const entries = maps.map((map) =>
    [
      "<sitemap>",
      `<loc>${escapeXml(map.url)}</loc>`,
      ...(map.lastModified ? [`<lastmod>${escapeXml(map.lastModified)}</lastmod>`] : []),
      "</sitemap>",
    ].join("\n"),
  );
  return [
    DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...entries,
    "</sitemapindex>",
    "",
  ].join("\n");
}

import { describe, expect, it } from "vitest";
import { localeOfPath } from "@/i18n/counterparts";
import { getSitePages, type SitePage } from "@/lib/seo/site-pages";
import { mapLastModified, mapPath, sitemapMaps, URLS_PER_MAP } from "@/lib/seo/sitemap-maps";
import { sitemapIndexXml, urlsetXml } from "@/lib/seo/sitemap-xml";

/** A site of `posts` posts in English, half of them translated, beside the real pages. */
function grownSite(posts: number): SitePage[] {
  const generated = Array.from({ length: posts }, (_, index): SitePage[] => {
    const date = new Date(Date.UTC(2027, 0, 1) - index * 3_600_000).toISOString().slice(0, 10);
    const english = { path: `/blog/post-${index}`, kind: "posts" as const, lastModified: date };
    return index % 2 === 0
      ? [english, { path: `/es/blog/post-${index}`, kind: "posts" }]
      : [english];
  });
  return [...getSitePages(), ...generated.flat()];
}

describe("the sitemap's maps", () => {
  const site = grownSite(12_001);
  const maps = sitemapMaps(site);

  it("list every page once, each in the map of its language and kind", () => {
    const listed = maps.flatMap((map) => map.pages.map((page) => page.path));
    expect(listed.sort()).toEqual(site.map((page) => page.path).sort());
    for (const map of maps) {
      for (const page of map.pages) {
        expect([localeOfPath(page.path), page.kind]).toEqual([map.locale, map.kind]);
      }
    }
  });

  it("hold at most URLS_PER_MAP pages each, far below the protocol's 50,000", () => {
    expect(URLS_PER_MAP).toBeLessThan(10_000);
    for (const map of maps) expect(map.pages.length).toBeLessThanOrEqual(URLS_PER_MAP);
    // Over 12,000 English posts (the real ones and those made here): two full maps and a third.
    const count = site.filter((page) => page.kind === "posts" && !page.path.startsWith("/es/"));
    const englishPosts = maps.filter((map) => map.locale === "en" && map.kind === "posts");
    expect(englishPosts.map((map) => [map.name, map.pages.length])).toEqual([
      ["en-posts", 5_000],
      ["en-posts-2", 5_000],
      ["en-posts-3", count.length - 10_000],
    ]);
  });

  it("are each served at an address of their own, dated by their newest page", () => {
    const paths = maps.map(mapPath);
    expect(new Set(paths).size).toBe(maps.length);
    expect(mapPath(maps[0]!)).toBe("/sitemaps/en-pages.xml");
    const [newestPosts] = maps.filter((map) => map.name === "en-posts");
    expect(mapLastModified(newestPosts!)).toBe("2027-01-01");
    expect(mapLastModified({ pages: [{ path: "/pricing", kind: "pages" }] })).toBeUndefined();
  });

  it("of today's site are one per language and kind", () => {
    expect(sitemapMaps(getSitePages()).map((map) => map.name)).toEqual([
      "en-pages",
      "en-posts",
      "en-topics",
      "en-case-studies",
      "en-creators",
      "es-pages",
      "es-posts",
      "es-topics",
      "es-case-studies",
      "es-creators",
    ]);
  });
});

describe("the sitemap's XML", () => {
  it("indexes the maps by address and date", () => {
    const xml = sitemapIndexXml([
      { url: "https://example.test/sitemaps/en-posts.xml", lastModified: "2027-01-01" },
      { url: "https://example.test/sitemaps/en-pages.xml" },
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
    expect(xml).toContain(
      "<sitemap>\n<loc>https://example.test/sitemaps/en-posts.xml</loc>\n<lastmod>2027-01-01</lastmod>\n</sitemap>",
    );
    expect(xml).toContain(
      "<sitemap>\n<loc>https://example.test/sitemaps/en-pages.xml</loc>\n</sitemap>",
    );
  });

  it("writes a map's pages with their alternates, escaped", () => {
    const xml = urlsetXml([
      {
        url: "https://example.test/a?b=1&c=2",
        lastModified: "2026-03-17",
        alternates: {
          languages: { es: "https://example.test/es/a", "x-default": "https://example.test/a" },
        },
      },
    ]);
    expect(xml).toMatch(/<urlset [^>]*xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
    expect(xml).toContain("<loc>https://example.test/a?b=1&amp;c=2</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="es" href="https://example.test/es/a" />',
    );
    expect(xml).toContain("<lastmod>2026-03-17</lastmod>");
  });
});

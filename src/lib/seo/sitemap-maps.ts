import { LOCALES, type Locale } from "@/config/locale";
import { localeOfPath } from "@/i18n/counterparts";
import type { SitePage } from "./site-pages";

/** What a page is, for the maps: one map per language and kind. */
export const PAGE_KINDS = ["pages", "posts", "topics", "case-studies", "creators"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * The most URLs one map lists. The protocol allows 50,000 (and 50 MB); each entry here carries
 * its alternates in every language, about half a kilobyte, so a map of 5,000 stays near 2.5 MB,
 * quick for a crawler to fetch again, and a map is split long before either limit.
 */
export const URLS_PER_MAP = 5_000;

/** The folder of the maps the index lists: /sitemaps/<name>.xml. */
export const MAPS_FOLDER = "sitemaps";

export type SitemapMap = {
  /** "<language>-<kind>", and "-2", "-3"… for each further part of a kind that is split. */
  name: string;
  locale: Locale;
  kind: PageKind;
  pages: SitePage[];
};

/**
 * The sitemap's maps: one per language and kind that has pages (in the order of LOCALES and
 * PAGE_KINDS), each split into parts of at most `perMap` pages. The sitemap itself is their
 * index, so that each map stays small as the site grows and a crawler refetches only the maps
 * whose dates moved.
 */
export function sitemapMaps(pages: readonly SitePage[], perMap = URLS_PER_MAP): SitemapMap[] {
  return LOCALES.flatMap((locale) =>
    PAGE_KINDS.flatMap((kind) => {
      const own = pages.filter((page) => page.kind === kind && localeOfPath(page.path) === locale);
      const parts = Math.ceil(own.length / perMap);
      return Array.from({ length: parts }, (_, part) => ({
        name: `${locale}-${kind}${part === 0 ? "" : `-${part + 1}`}`,
        locale,
        kind,
        pages: own.slice(part * perMap, (part + 1) * perMap),
      }));
    }),
  );
}

/** The path a map is served at. */
export const mapPath = (map: Pick<SitemapMap, "name">): `/${string}` =>
  `/${MAPS_FOLDER}/${map.name}.xml`;

/** A map's last change: the newest date of its pages, where any has one. */
export function mapLastModified(map: Pick<SitemapMap, "pages">): string | undefined {
  return map.pages
    .map((page) => page.lastModified)
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
}

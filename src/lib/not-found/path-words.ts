import { isLocale, LOCALES, localeFacts } from "@/config/locale";
import { pathSegments } from "./path-segments";

/** Every word the site's paths are built from, in every language: "blog", "casos-de-exito"… */
const SECTION_SLUGS = new Set<string>(
  LOCALES.flatMap((locale) => Object.values(localeFacts[locale].slugs)),
);

/** A search term longer than this is not a visitor's query but a mangled URL. */
const MAX_LENGTH = 80;

/**
 * What a visitor was probably looking for, from the path that led nowhere, to seed the 404
 * page's search box: "/blog/usage-rigts" → "usage rigts", "/es/precio" → "precio". The
 * language prefix and the section slugs say where, not what, so they are left out unless
 * nothing else is left; a page's extension goes, and "-", "_" and "+" become spaces.
 */
export function wordsFromPath(path: string): string {
  const segments = pathSegments(path);
  const withoutLocale = isLocale(segments[0] ?? "") ? segments.slice(1) : segments;
  const topical = withoutLocale.filter((segment) => !SECTION_SLUGS.has(segment));
  const chosen = topical.length > 0 ? topical : withoutLocale.slice(-1);
  return chosen
    .map((segment) => segment.replace(/\.(?:html?|php|aspx?)$/, ""))
    .join(" ")
    .replace(/[-_+\s]+/g, " ")
    .trim()
    .slice(0, MAX_LENGTH)
    .trim();
}

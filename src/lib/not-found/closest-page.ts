import type { Locale } from "@/config/locale";
import { editDistances } from "./edit-distance";
import { pathSegments } from "./path-segments";

/** A page the 404 page may suggest: its path, the title it is known by, and its language. */
export type KnownPage = { path: string; title: string; locale: Locale };

/** One typo allowed per this many characters of a typed segment ("pricng": 1, "faq": none). */
const CHARACTERS_PER_EDIT = 4;

/**
 * Below this length a typed segment is too short to stand for a longer slug cut short: "a"
 * begins half the site's slugs.
 */
const MIN_CUT_SHORT = 4;

/** How far a typed segment is from a known one, or undefined if it is too far to mean it. */
function segmentDistance(typed: string, known: string): number | undefined {
  const { whole, toPrefix } = editDistances(typed, known);
  const distance = typed.length >= MIN_CUT_SHORT ? Math.min(whole, toPrefix) : whole;
  return distance <= Math.floor(typed.length / CHARACTERS_PER_EDIT) ? distance : undefined;
}

/** The summed distance over the segments, or undefined if any segment is too far. */
function pathDistance(typed: readonly string[], known: readonly string[]): number | undefined {
  if (typed.length !== known.length) return undefined;
  let total = 0;
  for (const [index, segment] of typed.entries()) {
    const distance = segmentDistance(segment, known[index]!);
    if (distance === undefined) return undefined;
    total += distance;
  }
  return total;
}

/**
 * Whether a path could name a page one level below `listPath` ("/blgo/usage-rigts" below
 * "/blog"): it has one segment more, and the ones before are near enough to the list's.
 */
export function mayBeBelow(path: string, listPath: string): boolean {
  const typed = pathSegments(path);
  const list = pathSegments(listPath);
  return (
    typed.length === list.length + 1 &&
    pathDistance(typed.slice(0, list.length), list) !== undefined
  );
}

/**
 * The known page a path that led nowhere most likely meant: the one at the least edit distance,
 * segment by segment, with as many segments ("/blog/usage-rigts" → "/blog/usage-rights-and-
 * whitelisting-explained", "/es/precio" → "/es/precios"). Each segment may be a few typos off
 * (one per four characters typed) or a long slug cut short; anything further suggests nothing,
 * so nonsense is not "corrected" into a page the visitor never asked for. On a tie, the earlier
 * page in `pages` wins.
 */
export function closestPage<Page extends { path: string }>(
  path: string,
  pages: readonly Page[],
): Page | undefined {
  const typed = pathSegments(path);
  if (typed.length === 0) return undefined;
  let best: { page: Page; distance: number } | undefined;
  for (const page of pages) {
    const distance = pathDistance(typed, pathSegments(page.path));
    if (distance !== undefined && (best === undefined || distance < best.distance)) {
      best = { page, distance };
    }
  }
  return best?.page;
}

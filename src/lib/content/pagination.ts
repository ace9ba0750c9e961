import type { Locale } from "@/config/locale";
import { routePath, type RouteName } from "@/config/routes";

/**
 * How many cards a page of a list holds: the blog, each topic, the case studies and each
 * filter. Twelve fills four rows of the three-column grid (six of two on a tablet), and keeps a
 * list page's HTML at the size of today's /blog whatever the number of posts: a card costs
 * about 3.3 KB of HTML, so the 507-card /blog of 500 posts weighed 1.69 MB (docs/architecture.md,
 * "Lists that page").
 */
export const CARDS_PER_PAGE = 12;

/**
 * A list: the route of its first page and the route of its later pages ("/blog",
 * "/blog/page/[page]"), the values of the parameters both share, if any (a topic's id; a
 * directory facet's platform and niche), and how many cards a page holds if not CARDS_PER_PAGE.
 */
export type ListRoute = {
  first: RouteName;
  later: RouteName;
  values?: readonly string[];
  perPage?: number;
};

/** How many cards a page of `list` holds. */
export const perPageOf = (list: ListRoute) => list.perPage ?? CARDS_PER_PAGE;

/** The number of pages a list of `total` cards takes; an empty list still has its first page. */
export const pageCount = (total: number, perPage = CARDS_PER_PAGE) =>
  Math.max(1, Math.ceil(total / perPage));

/** The cards on page `page` (from 1) of a list. */
export const cardsOn = <T>(items: readonly T[], page: number, perPage = CARDS_PER_PAGE): T[] =>
  items.slice((page - 1) * perPage, page * perPage);

/** The address of page `page` of a list in `locale`: the first page is the list's own route. */
export function listPagePath(list: ListRoute, page: number, locale: Locale): `/${string}` {
  const shared = list.values ?? [];
  return page === 1
    ? routePath(list.first, locale, ...shared)
    : routePath(list.later, locale, ...shared, String(page));
}

/** The values of a list's later-pages route's [page] parameter: "2" and on. */
export const laterPageValues = (total: number, perPage = CARDS_PER_PAGE): string[] =>
  Array.from({ length: pageCount(total, perPage) - 1 }, (_, index) => String(index + 2));

/** The page a [page] parameter names in a list of `total` cards: "2" is 2; "02", "0" and "x" none. */
export function pageNumber(
  value: string,
  total: number,
  perPage = CARDS_PER_PAGE,
): number | undefined {
  if (!/^[1-9][0-9]*$/.test(value)) return undefined;
  const page = Number(value);
  return page <= pageCount(total, perPage) ? page : undefined;
}

/**
 * The page numbers the pagination links show for page `current` of `pages`: the first and the
 * last, the current one and its neighbours, with a "gap" where numbers are left out. A gap never
 * stands for a single number: that number is shown instead.
 */
export function visiblePages(current: number, pages: number): (number | "gap")[] {
  const shown = new Set([1, current - 1, current, current + 1, pages]);
  const numbers = [...shown].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  return numbers.flatMap((page, index) => {
    const previous = numbers[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    return page === previous + 2 ? [previous + 1, page] : ["gap" as const, page];
  });
}

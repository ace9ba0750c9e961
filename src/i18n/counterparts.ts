import { DEFAULT_LOCALE, LOCALES, localeFacts, type Locale } from "@/config/locale";
import { fixedRoutePaths, localeHome, routeIds } from "@/config/routes";
import { localizedRoutes } from "@/config/site";
import { routeCounterparts } from "./route-counterparts";

/** One page in every language it exists in: its path in each. */
export type PagePaths = Partial<Record<Locale, string>>;

const routePages: readonly PagePaths[] = [
  ...routeIds.map((id) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, localizedRoutes[locale][id]])),
  ),
  // A route's page for each of its fixed values (the rate guide's platforms), in order.
  ...fixedRoutePaths(DEFAULT_LOCALE).map((_, index) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, fixedRoutePaths(locale)[index]])),
  ),
];

const trimmed = (path: string) => path.replace(/\/+$/, "") || "/";

/**
 * The page at `path` in every language it exists in: a route of the config, one of
 * `contentPages` (the posts and case studies that are translated), or a creator's or facet's
 * page (./route-counterparts.ts). Empty for a page that exists in one language only.
 */
export function pagePaths(path: string, contentPages: readonly PagePaths[] = []): PagePaths {
  const page = trimmed(path);
  return (
    [...routePages, ...contentPages].find((paths) =>
      Object.values(paths).some((candidate) => candidate === page),
    ) ??
    routeCounterparts(page) ??
    {}
  );
}

/** The language a path of this site is in: /es and below is Spanish, the rest English. */
export function localeOfPath(path: string): Locale {
  const first = trimmed(path).split("/")[1] ?? "";
  return LOCALES.find((locale) => localeHome(locale) === `/${first}`) ?? DEFAULT_LOCALE;
}

/** The first page of the list whose later page `path` is ("/blog/page/3" is "/blog"), or `path`. */
function firstPageOf(path: string): string {
  const later = new RegExp(`/${localeFacts[localeOfPath(path)].slugs.page}/[0-9]+/?$`);
  return path.replace(later, "");
}

/**
 * Where the language switch leads from `path`: the same page in `to`; from a list's later page,
 * which no other language has, the list's first page there; for a page that language does not
 * have, its home.
 */
export function switchTarget(
  path: string,
  to: Locale,
  contentPages: readonly PagePaths[] = [],
): string {
  return pagePaths(firstPageOf(path), contentPages)[to] ?? localeHome(to);
}

import { LOCALES } from "@/config/locale";
import { PLATFORM_IDS } from "@/config/rate-ids";
import { routePattern, type RouteName } from "@/config/routes";

/** The directory's kinds of page: its list, a later page of it, a platform's, a niche's, a creator's. */
const KINDS = [
  "directory",
  "directoryPage",
  "directoryPlatform",
  "directoryNiche",
  "creatorProfile",
] as const satisfies readonly RouteName[];

/** What each parameter of those routes may be: a platform is one of the rate guide's ids. */
const PARAMETER: Record<string, string> = {
  "[platform]": `(?:${PLATFORM_IDS.join("|")})`,
  "[page]": "\\d+",
};

/**
 * One page of each of the directory's kinds in each language: the first of `routes` (a site's,
 * sorted) of that kind, where it has one. What `npm run bench -- --directory-routes` measures.
 */
export function directorySampleRoutes(routes: readonly string[]): string[] {
  return LOCALES.flatMap((locale) =>
    KINDS.flatMap((kind) => {
      const source = routePattern(kind, locale).replace(
        /\[[^\]]+\]/g,
        (parameter) => PARAMETER[parameter] ?? "[^/]+",
      );
      const pattern = new RegExp(`^${source}$`);
      return routes.find((route) => pattern.test(route)) ?? [];
    }),
  );
}

/**
 * Whether `route` is one of the directory's pages: its lists, facets and creators, thousands of
 * pages of a few kinds, which `npm run bench` leaves to `--directory-routes` (one of each kind).
 */
export function isDirectoryRoute(route: string): boolean {
  return LOCALES.some((locale) => {
    const list = routePattern("directory", locale);
    const creator = routePattern("creatorProfile", locale).replace(/\[[^\]]+\]/g, "[^/]+");
    return route === list || route.startsWith(`${list}/`) || new RegExp(`^${creator}$`).test(route);
  });
}

import { LOCALES } from "@/config/locale";
import { PLATFORM_IDS } from "@/config/rate-ids";
import { routePath, routePattern, type RouteName } from "@/config/routes";
import type { PagePaths } from "./counterparts";

const platform = `(${PLATFORM_IDS.join("|")})`;
/**
 * The routes whose pages every language has, with the same parameters: the directory's creators
 * and facets, made from one list of entries that no one translates. Their counterparts follow
 * from the path, so the language switch needs no list of them, which every page would otherwise
 * carry in its HTML (docs/directory.md, "Scale"). Each with what each of its parameters may be:
 * a platform is one of the rate guide's, so `/directory/page/2` is no niche's page.
 */
const SAME_IN_EVERY_LANGUAGE = {
  creatorProfile: ["([^/]+)"],
  directoryPlatform: [platform],
  directoryNiche: [platform, "([^/]+)"],
} as const satisfies Partial<Record<RouteName, readonly string[]>>;

const escaped = (text: string) => text.replace(/[.*+?^${}()|\\]/g, "\\$&");

const matchers = Object.entries(SAME_IN_EVERY_LANGUAGE).flatMap(([name, values]) =>
  LOCALES.map((locale) => {
    const [first, ...rest] = routePattern(name as RouteName, locale)
      .split(/\[[^\]]+\]/)
      .map(escaped);
    const source = `^${first}${rest.map((part, index) => `${values[index]}${part}`).join("")}$`;
    return { name: name as RouteName, pattern: new RegExp(source) };
  }),
);

/** The page at `path` in every language, when it is a page of one of those routes. */
export function routeCounterparts(path: string): PagePaths | undefined {
  for (const { name, pattern } of matchers) {
    const values = pattern.exec(path)?.slice(1);
    if (values) {
      return Object.fromEntries(
        LOCALES.map((locale) => [locale, routePath(name, locale, ...values)]),
      );
    }
  }
  return undefined;
}

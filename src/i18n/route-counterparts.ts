import { LOCALES } from "@/config/locale";
import { routePath, routePattern, type RouteName } from "@/config/routes";
import type { PagePaths } from "./counterparts";

/**
 * The routes whose pages every language has, with the same parameters: the directory's creators
 * and facets, made from one list of entries that no one translates. Their counterparts follow
 * from the path, so the language switch needs no list of them, which every page would otherwise
 * carry in its HTML (docs/directory.md, "Scale").
 */
const SAME_IN_EVERY_LANGUAGE = [
  "creatorProfile",
  "directoryPlatform",
  "directoryNiche",
] as const satisfies readonly RouteName[];

const escaped = (text: string) => text.replace(/[.*+?^${}()|\\]/g, "\\$&");

const matchers = SAME_IN_EVERY_LANGUAGE.flatMap((name) =>
  LOCALES.map((locale) => {
    const [first, ...rest] = routePattern(name, locale)
      .split(/\[[^\]]+\]/)
      .map(escaped);
    return {
      name,
      pattern: new RegExp(`^${first}${rest.map((part) => `([^/]+)${part}`).join("")}$`),
    };
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

import {
  DEFAULT_LOCALE,
  localeFacts,
  PART_SLUG_IDS,
  type Locale,
  type SectionId,
  type SlugId,
} from "./locale";
import { PLATFORM_IDS } from "./rate-ids";

/** A part of a route's path: a slug of the locale table, a [parameter], or a file's name. */
type Segment = SlugId | `[${string}]` | "rss.xml";

const isSection = (slug: SlugId): slug is SectionId =>
  !(PART_SLUG_IDS as readonly SlugId[]).includes(slug);

/** Each section of the locale table is a page at its slug: `pricing` is ["pricing"]. */
const sectionShapes = Object.fromEntries(
  (Object.keys(localeFacts[DEFAULT_LOCALE].slugs) as SlugId[])
    .filter(isSection)
    .map((id) => [id, [id]]),
) as unknown as { readonly [Id in SectionId]: readonly [Id] };

/**
 * Every route of the site, the same in each language: the segments of its path below the
 * language's home. A slug is written in the page's language (config/locale.ts); a [parameter]
 * is filled by the content (a post's slug, a topic) and names its folder under src/app.
 */
export const routeShapes = {
  home: [],
  ...sectionShapes,
  post: ["blog", "[slug]"],
  tag: ["blog", "tags", "[tag]"],
  feed: ["blog", "rss.xml"],
  caseStudy: ["caseStudies", "[slug]"],
  industryFilter: ["caseStudies", "industry", "[industry]"],
  platformFilter: ["caseStudies", "platform", "[platform]"],
  platformRates: ["rates", "[platform]"],
  // A campaign's landing page (content/landing), /for/<slug>.
  landingPage: ["landing", "[slug]"],
  // A listed creator's page in the directory (issue 46), /c/<slug>.
  creatorProfile: ["creator", "[slug]"],
  // The directory's creators on one platform, /directory/tiktok, and in one niche there,
  // /directory/tiktok/beauty (lib/directory/facets.ts): a platform's and a niche's ids are
  // the same in every language, as the case studies' filters' are.
  directoryPlatform: ["directory", "[platform]"],
  directoryNiche: ["directory", "[platform]", "[niche]"],
  // A list's later pages (lib/content/pagination.ts); its first page is the list's own route.
  blogPage: ["blog", "page", "[page]"],
  tagPage: ["blog", "tags", "[tag]", "page", "[page]"],
  caseStudiesPage: ["caseStudies", "page", "[page]"],
  industryFilterPage: ["caseStudies", "industry", "[industry]", "page", "[page]"],
  platformFilterPage: ["caseStudies", "platform", "[platform]", "page", "[page]"],
  directoryPage: ["directory", "page", "[page]"],
  directoryPlatformPage: ["directory", "[platform]", "page", "[page]"],
  directoryNichePage: ["directory", "[platform]", "[niche]", "page", "[page]"],
} as const satisfies Record<string, readonly Segment[]>;

export type RouteName = keyof typeof routeShapes;

/** The site's pages proper: the routes whose path is slugs alone, one page each. */
export type RouteId = {
  [Name in RouteName]: (typeof routeShapes)[Name] extends readonly SlugId[] ? Name : never;
}[RouteName];

const isSlug = (segment: Segment): segment is SlugId =>
  segment in localeFacts[DEFAULT_LOCALE].slugs;

export const routeNames = Object.keys(routeShapes) as RouteName[];

export const routeIds = routeNames.filter((name) =>
  routeShapes[name].every((segment: Segment) => isSlug(segment)),
) as RouteId[];

/**
 * The routes whose parameter takes the same few values in every language, so that each value
 * is a page of every language, as a route is: the rate guide's platforms. The sitemap, the
 * pages' counterparts and the links a landing page may make read them here.
 */
export const FIXED_ROUTE_VALUES = {
  platformRates: PLATFORM_IDS,
} as const satisfies Partial<Record<RouteName, readonly string[]>>;

/** Each page of a route of FIXED_ROUTE_VALUES in `locale`, as the route's values in order. */
export const fixedRoutePaths = (locale: Locale): `/${string}`[] =>
  Object.entries(FIXED_ROUTE_VALUES).flatMap(([name, values]) =>
    values.map((value) => routePath(name as RouteName, locale, value)),
  );

/** A language's home: "/" for the default language, "/<locale>" for each other. */
export const localeHome = (locale: Locale): `/${string}` =>
  locale === DEFAULT_LOCALE ? "/" : `/${locale}`;

/**
 * The path of route `name` in `locale`, as its folders under the language's home are named:
 * slugs in that language, a parameter as "[name]" (e.g. "/es/casos-de-exito/sector/[industry]").
 */
export function routePattern(name: RouteName, locale: Locale): `/${string}` {
  const segments = routeShapes[name].map((segment: Segment) =>
    isSlug(segment) ? localeFacts[locale].slugs[segment] : segment,
  );
  const home = localeHome(locale);
  return segments.length === 0 ? home : `${home === "/" ? "" : home}/${segments.join("/")}`;
}

/** The path of route `name` in `locale`, its parameters (if it has any) set to `values` in order. */
export function routePath(name: RouteName, locale: Locale, ...values: string[]): `/${string}` {
  let next = 0;
  return routePattern(name, locale).replace(
    /\[[^\]]+\]/g,
    (parameter) => values[next++] ?? parameter,
  ) as `/${string}`;
}

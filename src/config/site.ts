/**
 * The one place where the product's name, its URLs and its navigation are written.
 * Desktop nav, mobile menu, footer and metadata all read from here; the words they show are in
 * messages/<locale>.json, under the ids given here.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locale";
import { routeIds, routePath, type RouteId } from "./routes";

/** Used when NEXT_PUBLIC_APP_URL is not set (local demo builds). */
const DEFAULT_APP_URL = "https://app.gigloom.com";
const DEFAULT_SITE_URL = "https://gigloom.com";
/** Where the content editor lives: an origin of its own, never the site's (docs/editing.md). */
const DEFAULT_CMS_URL = "https://cms.gigloom.com";

/** "https://x.com/" and "https://x.com" must build the same links. */
export function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

const appUrl = stripTrailingSlash(process.env.NEXT_PUBLIC_APP_URL || DEFAULT_APP_URL);
const siteUrl = stripTrailingSlash(process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL);
const cmsUrl = stripTrailingSlash(process.env.NEXT_PUBLIC_CMS_URL || DEFAULT_CMS_URL);

/** Builds a link to a page on the app host ({host} in the spec). */
export function appLink(path: `/${string}`): string {
  return `${appUrl}${path}`;
}

/** A path on this site ("/pricing"), as opposed to a URL elsewhere (the app host, mail). */
export const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** The marketplace's two sides, whom a page or a call to action speaks to. */
export type Audience = "brand" | "creator";

/** A link of the header, menu or footer; its href says whether it leaves the site. */
export type NavItem = {
  label: string;
  href: string;
  /** Whom a link to the sign-up speaks to, where its label names one. */
  audience?: Audience;
};

export type LocalizedRoutes = Record<RouteId, `/${string}`>;

/**
 * Every page of this site, by purpose, in each language, built from the locale table's slugs. A
 * page's counterpart in another language is the page with the same id: English keeps its URLs,
 * every other language lives under /<locale> with its own slugs.
 */
export const localizedRoutes = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(routeIds.map((id) => [id, routePath(id, locale)])),
  ]),
) as Record<Locale, LocalizedRoutes>;

/** The English pages' paths, which most of the code and the spec name. */
export const routes = localizedRoutes[DEFAULT_LOCALE];

export function routesFor(locale: Locale): LocalizedRoutes {
  return localizedRoutes[locale];
}

export const siteConfig = {
  name: "Gigloom",
  tagline: "Brands hire creators for paid gigs",
  description:
    "Gigloom is the marketplace where brands hire vetted creators for paid gigs, with briefs, contracts and payment protection in one place.",
  appUrl,
  siteUrl,
  /** The CMS admin's origin (NEXT_PUBLIC_CMS_URL); the site's /admin/ sends editors there. */
  cmsUrl,
  links: {
    signUp: appLink("/signup"),
    docs: appLink("/docs"),
  },
  /** The policies of Google's reCAPTCHA, which the privacy policy names when App Check is on. */
  googlePolicies: {
    privacy: "https://policies.google.com/privacy",
    terms: "https://policies.google.com/terms",
  },
  logo: {
    src: "/logo.png",
    width: 710,
    height: 124,
  },
  /** Pages whose mobile menu shows the creator buttons (spec §2), in every language. */
  creatorPaths: LOCALES.map((locale) => localizedRoutes[locale].creators),
} as const;

/** A link whose label is the message `id` of its namespace. */
export type NavEntry<Id extends string> = Omit<NavItem, "label"> & { id: Id };

/** The ids of the header's links, which label them from messages' `nav` namespace. */
export type MainNavId = "pricing" | "caseStudies" | "blog" | "docs" | "contact";

/** The header's navigation (spec §1). */
export function mainNav(locale: Locale): readonly NavEntry<MainNavId>[] {
  const pages = routesFor(locale);
  return [
    { id: "pricing", href: pages.pricing },
    { id: "caseStudies", href: pages.caseStudies },
    { id: "blog", href: pages.blog },
    { id: "docs", href: siteConfig.links.docs },
    { id: "contact", href: pages.contact },
  ];
}

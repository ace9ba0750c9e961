import { DEFAULT_LOCALE, LOCALES, localeFacts, type Locale } from "@/config/locale";
import { localeOfPath, pagePaths, type PagePaths } from "@/i18n/counterparts";
import { absoluteUrl } from "./absolute-url";

export type PageLanguages = {
  /** The language the page is written in. */
  locale: Locale;
  /**
   * hreflang → absolute URL, for <link rel="alternate" hreflang> and the sitemap's xhtml:link:
   * the page in each language it exists in, itself included (each version lists them all, so
   * the pairs are reciprocal), and x-default, the default language's version. Empty for a page
   * that exists in one language only: an alternate of itself alone tells a search engine
   * nothing.
   */
  hreflang: Record<string, string>;
  /** Open Graph's locale of each other language the page exists in (og:locale:alternate). */
  alternateOpenGraphLocales: string[];
};

/**
 * The languages of the page at `path`, from the path alone: its own from where it lives (/es
 * and below is Spanish), its counterparts from the config's routes and `contentPages` (the
 * translated posts and case studies).
 */
export function pageLanguages(path: string, contentPages: readonly PagePaths[]): PageLanguages {
  const locale = localeOfPath(path);
  const paths = pagePaths(path, contentPages);
  const versions = LOCALES.flatMap((each) => {
    const version = paths[each];
    return version ? [{ locale: each, url: absoluteUrl(version as `/${string}`) }] : [];
  });
  if (versions.length < 2) return { locale, hreflang: {}, alternateOpenGraphLocales: [] };
  const fallback = versions.find((version) => version.locale === DEFAULT_LOCALE);
  return {
    locale,
    hreflang: {
      ...Object.fromEntries(
        versions.map((version) => [localeFacts[version.locale].lang, version.url]),
      ),
      ...(fallback ? { "x-default": fallback.url } : {}),
    },
    alternateOpenGraphLocales: versions
      .filter((version) => version.locale !== locale)
      .map((version) => localeFacts[version.locale].openGraph),
  };
}

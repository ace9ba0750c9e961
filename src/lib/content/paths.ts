import { DEFAULT_LOCALE, type Locale } from "@/config/locale";
import { routesFor } from "@/config/site";

/**
 * The segments below the blog and the case studies, in each language: a topic's page, and the
 * case-study filters. The sections themselves are the config's routes (routesFor).
 */
const segments = {
  en: { tags: "tags", industry: "industry", platform: "platform" },
  es: { tags: "temas", industry: "sector", platform: "plataforma" },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * URL builders for content pages: the one place their shapes are written. A post or study keeps
 * its slug in every language; English is the default, so English callers can leave it out.
 */
export const feedPath = (locale: Locale) => `${routesFor(locale).blog}/rss.xml` as const;
/** The English feed, /blog/rss.xml. */
export const blogFeedPath = feedPath(DEFAULT_LOCALE);
export const postPath = (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  `${routesFor(locale).blog}/${slug}` as const;
export const tagPath = (tag: string, locale: Locale = DEFAULT_LOCALE) =>
  `${routesFor(locale).blog}/${segments[locale].tags}/${tag}` as const;
export const caseStudyPath = (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  `${routesFor(locale).caseStudies}/${slug}` as const;
export const industryFilterPath = (industry: string, locale: Locale = DEFAULT_LOCALE) =>
  `${routesFor(locale).caseStudies}/${segments[locale].industry}/${industry}` as const;
export const platformFilterPath = (platform: string, locale: Locale = DEFAULT_LOCALE) =>
  `${routesFor(locale).caseStudies}/${segments[locale].platform}/${platform}` as const;

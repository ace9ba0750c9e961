import { DEFAULT_LOCALE, type Locale } from "@/config/locale";
import { routePath } from "@/config/routes";

/**
 * URL builders for content pages, from the route table (config/routes.ts) and each language's
 * slugs (config/locale.ts). A post or study keeps its slug in every language; English is the
 * default, so English callers can leave it out.
 */
export const feedPath = (locale: Locale) => routePath("feed", locale);
/** The English feed, /blog/rss.xml. */
export const blogFeedPath = feedPath(DEFAULT_LOCALE);
export const postPath = (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  routePath("post", locale, slug);
export const tagPath = (tag: string, locale: Locale = DEFAULT_LOCALE) =>
  routePath("tag", locale, tag);
export const caseStudyPath = (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  routePath("caseStudy", locale, slug);
export const industryFilterPath = (industry: string, locale: Locale = DEFAULT_LOCALE) =>
  routePath("industryFilter", locale, industry);
export const platformFilterPath = (platform: string, locale: Locale = DEFAULT_LOCALE) =>
  routePath("platformFilter", locale, platform);
/** A campaign's landing page, e.g. /for/ugc-creators: its slug is its own in each language. */
export const landingPagePath = (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  routePath("landingPage", locale, slug);
/** A listed creator's page in the directory, e.g. /c/ana-lopez-3fa9c1 (the same slug in every language). */
export const creatorPath = (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  routePath("creatorProfile", locale, slug);
/** A platform's page of the rate guide, e.g. /rates/tiktok (the platform's id in every language). */
export const platformRatesPath = (platform: string, locale: Locale = DEFAULT_LOCALE) =>
  routePath("platformRates", locale, platform);

/**
 * The site's language: the one place its locale is written, in each form the platform asks
 * for. Dates, numbers and money are formatted with `tag` at build time, and <html lang>, Open
 * Graph, JSON-LD and the RSS feed read the others. A second language is a second entry here.
 */
export const siteLocale = {
  /** BCP 47: what Intl formats with, and JSON-LD's `inLanguage`. */
  tag: "en-US",
  /** The language alone, for <html lang>. */
  lang: "en",
  /** Open Graph's `og:locale`. */
  openGraph: "en_US",
} as const;

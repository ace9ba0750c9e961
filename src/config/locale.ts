/**
 * The site's languages: the one place a locale is written, in each form the platform asks for.
 * Dates, numbers and money are formatted with `tag` at build time; <html lang>, hreflang, Open
 * Graph, JSON-LD and the RSS feeds read the others. A third language is a third entry here, a
 * messages file (messages/<locale>.json) and its pages' paths in config/site.ts.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the unprefixed URLs, and hreflang's x-default. */
export const DEFAULT_LOCALE: Locale = "en";

type LocaleFacts = {
  /** BCP 47: what Intl formats with, and JSON-LD's `inLanguage`. */
  tag: string;
  /** The language alone, for <html lang> and hreflang. */
  lang: string;
  /** Open Graph's `og:locale`. */
  openGraph: string;
  /** The language's name in itself, for the language switch. */
  name: string;
};

export const localeFacts = {
  en: { tag: "en-US", lang: "en", openGraph: "en_US", name: "English" },
  // Latin American Spanish (419) is the Spanish most of the creators we speak to read, and it
  // writes prices as "USD 1,234.50": a visitor in Mexico or Colombia, where "$" means pesos,
  // sees which dollars are meant.
  es: { tag: "es-419", lang: "es", openGraph: "es_LA", name: "Español" },
} as const satisfies Record<Locale, LocaleFacts>;

/** The facts of the default language, for code that has not yet been given a page's locale. */
export const siteLocale = localeFacts[DEFAULT_LOCALE];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

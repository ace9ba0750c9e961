/**
 * The site's languages: the one table a language is written in, with each form of its name the
 * platform asks for and the slugs of its URLs. Dates, numbers and money are formatted with `tag`
 * at build time; <html lang>, hreflang, Open Graph, JSON-LD and the RSS feeds read the other
 * names; every path is built from `slugs` (config/routes.ts), and the route folders under
 * src/app are held to them by tests/unit/route-tree.test.ts. A new language is an entry here,
 * then the files docs/architecture.md lists under "Adding a language".
 */

/**
 * The site's sections: each is a page at its own slug, below the language's home
 * (config/routes.ts). A new page written in code is a section: its slug here, in every language,
 * and its declaration in the page registry (app/_pages/page-registry.ts).
 */
export type SectionId =
  | "creators"
  | "pricing"
  | "caseStudies"
  | "blog"
  | "contact"
  | "privacy"
  | "terms"
  | "search"
  | "rates"
  | "directory";

/**
 * The other words of a URL: a topic's page, the case-study filters, a list's later pages, the
 * folder of the campaigns' landing pages and that of the directory's creators (`/c/<slug>`).
 */
export const PART_SLUG_IDS = [
  "tags",
  "industry",
  "platform",
  "page",
  "landing",
  "creator",
] as const;

/** The parts of a URL that each language writes in its own words. */
export type SlugId = SectionId | (typeof PART_SLUG_IDS)[number];

type LocaleFacts = {
  /** BCP 47: what Intl formats with, and JSON-LD's `inLanguage`. */
  tag: string;
  /** The language alone, for <html lang> and hreflang. */
  lang: string;
  /** Open Graph's `og:locale`. */
  openGraph: string;
  /** The language's name in itself, for the language switch. */
  name: string;
  /** Each translated part of a URL, as this language writes it (lower case, no "/"). */
  slugs: Record<SlugId, string>;
};

export const localeFacts = {
  en: {
    tag: "en-US",
    lang: "en",
    openGraph: "en_US",
    name: "English",
    slugs: {
      creators: "creators",
      pricing: "pricing",
      caseStudies: "casestudies",
      blog: "blog",
      contact: "contact",
      privacy: "privacy",
      terms: "terms",
      tags: "tags",
      industry: "industry",
      platform: "platform",
      search: "search",
      rates: "rates",
      page: "page",
      landing: "for",
      directory: "directory",
      creator: "c",
    },
  },
  // Latin American Spanish (419) is the Spanish most of the creators we speak to read, and it
  // writes prices as "USD 1,234.50": a visitor in Mexico or Colombia, where "$" means pesos,
  // sees which dollars are meant.
  es: {
    tag: "es-419",
    lang: "es",
    openGraph: "es_LA",
    name: "Español",
    slugs: {
      creators: "creadores",
      pricing: "precios",
      caseStudies: "casos-de-exito",
      blog: "blog",
      contact: "contacto",
      privacy: "privacidad",
      terms: "terminos",
      tags: "temas",
      industry: "sector",
      platform: "plataforma",
      search: "buscar",
      rates: "tarifas",
      page: "pagina",
      landing: "para",
      directory: "directorio",
      creator: "c",
    },
  },
} as const satisfies Record<string, LocaleFacts>;

export type Locale = keyof typeof localeFacts;

/** The site's languages, in the table's order. */
export const LOCALES = Object.keys(localeFacts) as [Locale, ...Locale[]];

/** The language of the unprefixed URLs, and hreflang's x-default; every other lives under /<locale>. */
export const DEFAULT_LOCALE: Locale = "en";

/** The facts of the default language, for code that has not yet been given a page's locale. */
export const siteLocale = localeFacts[DEFAULT_LOCALE];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/config/locale";
import { siteConfig } from "@/config/site";
import { perLocale } from "@/i18n/per-locale";
import { ContentError } from "./content-error";
import { type LandingPageData, landingFolder, landingPageSchema } from "./data/landing-page";
import { checkLandingPages, linkablePaths } from "./landing-checks";
import { describeLandingIssues } from "./landing-issues";
import { CONTENT_ROOT } from "./load-collection";
import { readOwnFile } from "./own-file";
import { landingPagePath } from "./paths";

/** A campaign's landing page in one language: its file's name (shared by its translations). */
export type LandingPage = LandingPageData & {
  name: string;
  locale: Locale;
  file: string;
  path: `/${string}`;
};

/** A landing page's file, validated; every problem placed by section and field. */
export function parseLandingPage(file: string, source: string): LandingPageData {
  let data: unknown;
  try {
    data = parse(source);
  } catch (error) {
    throw new ContentError(file, `not valid YAML: ${(error as Error).message}`);
  }
  const result = landingPageSchema.safeParse(data);
  if (!result.success)
    throw new ContentError(file, describeLandingIssues(result.error.issues, data));
  return result.data;
}

function readFolder(locale: Locale): LandingPage[] {
  const folder = landingFolder(locale);
  const directory = join(process.cwd(), folder);
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith(".yml"))
    .sort()
    .map((fileName) => {
      const file = `${folder}/${fileName}`;
      const data = parseLandingPage(file, readOwnFile(CONTENT_ROOT, join(directory, fileName)));
      const name = fileName.replace(/\.yml$/, "");
      return { ...data, name, locale, file, path: landingPagePath(data.slug, locale) };
    });
}

const landingIn = perLocale((locale): LandingPage[] => {
  const pages = readFolder(locale);
  checkLandingPages(pages, linkablePaths(locale, pages));
  return pages;
});

/** The campaigns' landing pages written in `locale`, checked, read once per process. */
export function getLandingPages(locale: Locale = DEFAULT_LOCALE): LandingPage[] {
  return landingIn(locale);
}

/** The landing pages search engines may list: in the sitemap, the site search and hreflang. */
export const listedLandingPages = (locale: Locale) =>
  getLandingPages(locale).filter((page) => !page.hidden);

/** Every page that speaks to creators, in every language: the site's, and the landing pages'. */
export function creatorPagePaths(): string[] {
  return [
    ...siteConfig.creatorPaths,
    ...LOCALES.flatMap((locale) =>
      getLandingPages(locale)
        .filter((page) => page.audience === "creator")
        .map((page) => page.path),
    ),
  ];
}

/**
 * The slug of the one page the landing route builds in a language that has none yet (the
 * route's placeholder, which sends a visitor home): "_", which no page's slug can be.
 */
export const NO_LANDING_PAGE = "_";

/** The page of `locale` at `slug`, or undefined for the route's placeholder. */
export function landingPageAt(locale: Locale, slug: string): LandingPage | undefined {
  if (slug === NO_LANDING_PAGE) return undefined;
  const page = getLandingPages(locale).find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No landing page at ${landingPagePath(slug, locale)}`);
  return page;
}

/** The same campaign's page in each language it is written in, by its file's name. */
export function landingCounterparts(name: string): Partial<Record<Locale, LandingPage>> {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const page = getLandingPages(locale).find((candidate) => candidate.name === name);
      return page ? [[locale, page]] : [];
    }),
  );
}

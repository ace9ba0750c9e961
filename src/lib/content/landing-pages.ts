import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/config/locale";
import { fixedRoutePaths } from "@/config/routes";
import { routesFor, siteConfig } from "@/config/site";
import { perLocale } from "@/i18n/per-locale";
import { getAllCaseStudies, getIndustries, getPlatforms } from "./case-studies";
import { ContentError } from "./content-error";
import { loadDataFile } from "./data-file";
import { localizedDataFile } from "./localized-path";
import { testimonialsSchema } from "./data/testimonials";
import {
  type LandingPageData,
  type LandingSection,
  landingFolder,
  landingPageSchema,
} from "./data/landing-page";
import { describeLandingIssues, landingFieldName } from "./landing-issues";
import { orderProblem } from "./landing-order";
import { CONTENT_ROOT } from "./load-collection";
import { readOwnFile } from "./own-file";
import {
  caseStudyPath,
  industryFilterPath,
  landingPagePath,
  platformFilterPath,
  postPath,
  tagPath,
} from "./paths";
import { getAllPosts, getAllTags } from "./posts";

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

/** Every page of the site in `locale` that a landing page's button may lead to. */
function linkablePaths(locale: Locale, landing: readonly LandingPage[]): Set<string> {
  return new Set<string>([
    ...Object.values(routesFor(locale)),
    ...fixedRoutePaths(locale),
    ...getAllPosts(locale).map((post) => postPath(post.slug, locale)),
    ...getAllTags(locale).map((tag) => tagPath(tag.id, locale)),
    ...getAllCaseStudies(locale).map((study) => caseStudyPath(study.slug, locale)),
    ...getIndustries(locale).map((facet) => industryFilterPath(facet.id, locale)),
    ...getPlatforms(locale).map((facet) => platformFilterPath(facet.id, locale)),
    ...landing.map((page) => page.path),
  ]);
}

/** The case studies a section shows: its industry's or its platform's, newest first. */
export function sectionCaseStudies(
  section: Extract<LandingSection, { type: "caseStudies" }>,
  locale: Locale,
) {
  return getAllCaseStudies(locale)
    .filter((study) =>
      section.industry
        ? study.industry.id === section.industry
        : study.platforms.some((platform) => platform.id === section.platform),
    )
    .slice(0, section.count);
}

/**
 * The customer quotes of `locale`, read here rather than through the site's copy, whose module
 * loads every data file as it is imported: the content pages' counterparts import this one.
 */
const quotesOf = (locale: Locale) =>
  loadDataFile(localizedDataFile("testimonials.yml", locale), testimonialsSchema).testimonials;

/** What a section needs beyond its own fields: a page to link to, a quote, case studies. */
function sectionProblems(
  section: LandingSection,
  locale: Locale,
  linkable: ReadonlySet<string>,
): [field: string, problem: string][] {
  const problems: [string, string][] = [];
  const actions = section.type === "hero" || section.type === "cta" ? section : {};
  for (const key of ["primary", "secondary"] as const) {
    const action = (actions as Partial<Record<typeof key, { to: string }>>)[key];
    if (action && action.to !== "signup" && !linkable.has(action.to)) {
      problems.push([`${key}.to`, `no page ${action.to} in this language`]);
    }
  }
  if (section.type === "testimonial") {
    const names = quotesOf(locale).map((quote) => quote.name);
    if (!names.includes(section.name)) {
      problems.push(["name", `no quote by "${section.name}" in the customer quotes file`]);
    }
  }
  if (section.type === "caseStudies") {
    if (Boolean(section.industry) === Boolean(section.platform)) {
      problems.push(["industry", "give an industry or a platform, not both"]);
    } else if (sectionCaseStudies(section, locale).length < 2) {
      problems.push([
        section.industry ? "industry" : "platform",
        "fewer than 2 case studies match",
      ]);
    }
  }
  if (section.type === "rates" && section.show === "table" && (section.tier || section.view)) {
    problems.push(["tier", "a tier and a view preset the calculator only"]);
  }
  return problems;
}

/** Refuses, naming the file, the section and the field, what the schema alone cannot see. */
export function checkLandingPages(pages: readonly LandingPage[], linkable: ReadonlySet<string>) {
  const bySlug = new Map<string, string>();
  for (const page of pages) {
    const claimed = bySlug.get(page.slug);
    if (claimed) {
      throw new ContentError(page.file, `field "slug": ${page.slug} is already ${claimed}'s`);
    }
    bySlug.set(page.slug, page.file);
    const order = orderProblem(page.sections);
    if (order) throw new ContentError(page.file, order);
    page.sections.forEach((section, index) => {
      const [problem] = sectionProblems(section, page.locale, linkable);
      if (!problem) return;
      const where = landingFieldName(["sections", index, ...problem[0].split(".")], page);
      throw new ContentError(page.file, `${where}: ${problem[1]}`);
    });
  }
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

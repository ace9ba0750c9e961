import type { Locale } from "@/config/locale";
import { fixedRoutePaths } from "@/config/routes";
import { routesFor } from "@/config/site";
import { getAllCaseStudies, getIndustries, getPlatforms } from "./case-studies";
import { ContentError } from "./content-error";
import { loadDataFile } from "./data-file";
import type { LandingSection } from "./data/landing-sections";
import { testimonialsSchema } from "./data/testimonials";
import { landingFieldName } from "./landing-issues";
import { orderProblem } from "./landing-order";
import type { LandingPage } from "./landing-pages";
import { localizedDataFile } from "./localized-path";
import { caseStudyPath, industryFilterPath, platformFilterPath, postPath, tagPath } from "./paths";
import { getAllPosts, getAllTags } from "./posts";

/*
 * What only the whole site can tell of the landing pages: where their buttons lead, the quotes
 * and case studies they name, and the slugs they claim (the loader, landing-pages.ts, runs it).
 */

/** Every page of the site in `locale` that a landing page's button may lead to. */
export function linkablePaths(locale: Locale, landing: readonly LandingPage[]): Set<string> {
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

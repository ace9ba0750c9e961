import { DEFAULT_LOCALE, type Locale } from "@/config/locale";
import { INDUSTRIES, type IndustryId, PLATFORMS, type PlatformId } from "@/data/taxonomies";
import { taxonomyLabels } from "./labels";
import { entryIn, localizedCollection } from "./localized-collection";
import { type CaseStudyFrontMatter, caseStudyFrontMatterSchema } from "./schemas";
import { checkCover, type Cover } from "./cover";
import { perLocale } from "@/i18n/per-locale";

export type Facet<Id extends string> = { id: Id; label: string };

export type CaseStudy = Omit<
  CaseStudyFrontMatter,
  "industry" | "platforms" | "cover" | "coverAlt"
> & {
  slug: string;
  /** The language the study is written in. */
  locale: Locale;
  file: string;
  industry: Facet<IndustryId>;
  platforms: Facet<PlatformId>[];
  cover?: Cover;
  budgetLabel: string;
  /** The Markdown body, without front matter; render it with <MarkdownContent>. */
  body: string;
  /** The body's first line in the file. */
  bodyLine: number;
};

const loadCaseStudies = localizedCollection(
  "casestudies",
  () => caseStudyFrontMatterSchema,
  (entry) => checkCover(entry.file, entry.meta),
);

const studiesIn = perLocale((locale): CaseStudy[] => {
  const labels = taxonomyLabels(locale);
  return loadCaseStudies(locale)
    .map((entry) => entryIn(locale, entry))
    .map((study) => ({
      ...study,
      industry: { id: study.industry, label: labels.industry(study.industry) },
      platforms: study.platforms.map((id) => ({ id, label: PLATFORMS[id] })),
      budgetLabel: labels.budget(study.budget),
    }))
    .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
});

/** Every case study written in `locale`, most recently published first. */
export function getAllCaseStudies(locale: Locale = DEFAULT_LOCALE): CaseStudy[] {
  return studiesIn(locale);
}

export function getCaseStudyBySlug(
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): CaseStudy | undefined {
  return getAllCaseStudies(locale).find((study) => study.slug === slug);
}

/**
 * Up to `count` studies for the home page: those marked `featured: true` first, most recent
 * first, then the others, so a language with fewer translations still fills the row.
 */
export function getFeaturedCaseStudies(
  count: number,
  locale: Locale = DEFAULT_LOCALE,
): CaseStudy[] {
  const studies = getAllCaseStudies(locale);
  return [
    ...studies.filter((study) => study.featured),
    ...studies.filter((study) => !study.featured),
  ].slice(0, count);
}

export function getCaseStudiesByIndustry(
  industry: string,
  locale: Locale = DEFAULT_LOCALE,
): CaseStudy[] {
  return getAllCaseStudies(locale).filter((study) => study.industry.id === industry);
}

export function getCaseStudiesByPlatform(
  platform: string,
  locale: Locale = DEFAULT_LOCALE,
): CaseStudy[] {
  return getAllCaseStudies(locale).filter((study) =>
    study.platforms.some((p) => p.id === platform),
  );
}

/** The industries that have at least one study in `locale`, in the order of INDUSTRIES. */
export function getIndustries(locale: Locale = DEFAULT_LOCALE): Facet<IndustryId>[] {
  const used = new Set(getAllCaseStudies(locale).map((study) => study.industry.id));
  const labels = taxonomyLabels(locale);
  return INDUSTRIES.filter((id) => used.has(id)).map((id) => ({ id, label: labels.industry(id) }));
}

/** The platforms that have at least one study in `locale`, in the order of PLATFORMS. */
export function getPlatforms(locale: Locale = DEFAULT_LOCALE): Facet<PlatformId>[] {
  const used = new Set(
    getAllCaseStudies(locale).flatMap((study) => study.platforms.map((p) => p.id)),
  );
  return (Object.keys(PLATFORMS) as PlatformId[])
    .filter((id) => used.has(id))
    .map((id) => ({ id, label: PLATFORMS[id] }));
}

import { join } from "node:path";
import {
  BUDGET_BANDS,
  INDUSTRIES,
  type IndustryId,
  PLATFORMS,
  type PlatformId,
} from "@/data/taxonomies";
import { cachedCollection, CONTENT_ROOT } from "./load-collection";
import { type CaseStudyFrontMatter, caseStudyFrontMatterSchema } from "./schemas";
import { checkCover, type Cover, coverOf } from "./cover";

export type Facet<Id extends string> = { id: Id; label: string };

export type CaseStudy = Omit<
  CaseStudyFrontMatter,
  "industry" | "platforms" | "cover" | "coverAlt"
> & {
  slug: string;
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

const loadCaseStudies = cachedCollection(
  join(CONTENT_ROOT, "casestudies"),
  caseStudyFrontMatterSchema,
  (entry) => checkCover(entry.file, entry.meta),
);

/** Every case study, most recently published first. */
export function getAllCaseStudies(): CaseStudy[] {
  return loadCaseStudies()
    .map(({ slug, file, meta: { cover, coverAlt, ...meta }, body, bodyLine }) => ({
      ...meta,
      slug,
      file,
      cover: coverOf({ cover, coverAlt }),
      industry: { id: meta.industry, label: INDUSTRIES[meta.industry] },
      platforms: meta.platforms.map((id) => ({ id, label: PLATFORMS[id] })),
      budgetLabel: BUDGET_BANDS[meta.budget],
      body,
      bodyLine,
    }))
    .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
}

export function getCaseStudyBySlug(slug: string): CaseStudy | undefined {
  return getAllCaseStudies().find((study) => study.slug === slug);
}

/** Up to `count` studies marked `featured: true`, most recent first, for the home page. */
export function getFeaturedCaseStudies(count: number): CaseStudy[] {
  return getAllCaseStudies()
    .filter((study) => study.featured)
    .slice(0, count);
}

export function getCaseStudiesByIndustry(industry: string): CaseStudy[] {
  return getAllCaseStudies().filter((study) => study.industry.id === industry);
}

export function getCaseStudiesByPlatform(platform: string): CaseStudy[] {
  return getAllCaseStudies().filter((study) => study.platforms.some((p) => p.id === platform));
}

/** The industries that have at least one study, in the order of INDUSTRIES. */
export function getIndustries(): Facet<IndustryId>[] {
  const used = new Set(getAllCaseStudies().map((study) => study.industry.id));
  return (Object.keys(INDUSTRIES) as IndustryId[])
    .filter((id) => used.has(id))
    .map((id) => ({ id, label: INDUSTRIES[id] }));
}

/** The platforms that have at least one study, in the order of PLATFORMS. */
export function getPlatforms(): Facet<PlatformId>[] {
  const used = new Set(getAllCaseStudies().flatMap((study) => study.platforms.map((p) => p.id)));
  return (Object.keys(PLATFORMS) as PlatformId[])
    .filter((id) => used.has(id))
    .map((id) => ({ id, label: PLATFORMS[id] }));
}

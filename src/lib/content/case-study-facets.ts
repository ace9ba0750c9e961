import type { Locale } from "@/config/locale";
import {
  type CaseStudy,
  type Facet,
  getCaseStudiesByIndustry,
  getCaseStudiesByPlatform,
  getIndustries,
  getPlatforms,
} from "./case-studies";
import { industryFilterPath, platformFilterPath } from "./paths";

/** The two facets the case studies are filtered by, each with pages of its own. */
export type FacetKind = "industry" | "platform";

type CaseStudyFacet = {
  /** The facet's values that have at least one study in `locale`. */
  values: (locale: Locale) => Facet<string>[];
  /** The studies in `locale` that have the value `id`. */
  studies: (id: string, locale: Locale) => CaseStudy[];
  /** The page of the studies with the value `id`. */
  path: (id: string, locale: Locale) => `/${string}`;
};

/** What the filters and the filter pages read of each facet, so neither branches on it. */
export const caseStudyFacets: Record<FacetKind, CaseStudyFacet> = {
  industry: { values: getIndustries, studies: getCaseStudiesByIndustry, path: industryFilterPath },
  platform: { values: getPlatforms, studies: getCaseStudiesByPlatform, path: platformFilterPath },
};

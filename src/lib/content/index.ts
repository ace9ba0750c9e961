/**
 * The typed content loader: blog posts (content/blog) and case studies (content/casestudies),
 * Markdown with YAML front matter validated by zod. Server-only: it reads the file system, and a
 * client component that imports it fails the build.
 *
 * It also reads the data files (content/authors/*.yml, content/pricing.yml, the FAQs, quotes,
 * page intros…), each validated by its schema in ./data and listed in ./data-files.ts.
 */
import "server-only";

export * from "./posts";
export * from "./case-studies";
export * from "./case-study-facets";
export * from "./paths";
export { formatMetric, compareWithBaseline } from "./metrics";
export { countWords, readingTimeMinutes, WORDS_PER_MINUTE } from "./reading-time";
export { ContentError } from "./content-error";
export type { CaseStudyResult } from "./schemas";
export type { Cover } from "./cover";
export * from "./static-params";
export * from "./pagination";
export * from "./lists";
export { translatedContentPages } from "./translated-pages";
export { counterpartPages } from "./counterpart-pages";
export { taxonomyLabels } from "./labels";
export * from "./authors";
export * from "./price-list";
export * from "./rate-card";
export * from "./site-copy";
export * from "./landing-pages";
export * from "./creators";
export * from "./creator-facets";
export { sectionCaseStudies } from "./landing-checks";
export type { LandingAction, LandingSection } from "./data/landing-sections";

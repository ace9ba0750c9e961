import { landingPageSchema } from "./data/landing-page";
import type { LandingSection } from "./data/landing-sections";
import { describeLandingIssues } from "./landing-issues";

/**
 * What a landing page must be on its own, with no other file read: pure, so the loader
 * (landing-pages.ts) and the admin's save check (src/lib/cms/save-check.ts) hold a page to the
 * same rules, in the same words.
 */

/**
 * A page opens with its hero, its one h1, and shows each part once: a part's heading and
 * anchors are the site's, so a second copy would repeat them.
 */
export function orderProblem(sections: readonly LandingSection[]): string | undefined {
  if (sections[0]?.type !== "hero") return 'section 1: a page opens with a "hero" section';
  const seen = new Set<string>();
  for (const [index, section] of sections.entries()) {
    if (seen.has(section.type)) {
      return `section ${index + 1} (${section.type}): a page shows each kind of section once`;
    }
    seen.add(section.type);
  }
  return undefined;
}

/**
 * Why the build would refuse a landing page as it stands, in the build's words, or undefined:
 * the schema's issues, each placed by section and field, else the order of its sections. What
 * reaches across files (a button's page, a quote, the case studies shown, a slug another page
 * holds) only the build checks.
 */
export function landingPageProblem(data: unknown): string | undefined {
  const result = landingPageSchema.safeParse(data);
  if (!result.success) return describeLandingIssues(result.error.issues, data);
  return orderProblem(result.data.sections);
}

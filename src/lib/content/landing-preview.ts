import type { Audience } from "@/config/site";
import { type LandingSection, landingSectionSchema } from "./data/landing-sections";
import { describeLandingIssues } from "./landing-issues";
import { landingPageProblem } from "./landing-order";

/** A section as the editor's preview draws it: the site's part, or why it cannot be drawn yet. */
export type PreviewSection =
  { ready: true; section: LandingSection } | { ready: false; problem: string };

/** A landing page as it is being written: what can be drawn now, and why it cannot be saved. */
export type LandingDraft = {
  audience: Audience;
  sections: PreviewSection[];
  /** The save check's refusal, in its words, while there is one. */
  problem?: string;
};

/**
 * A page being typed in the editor is mostly unfinished: each section that already passes its
 * schema is drawn as the site will draw it, and each one that does not says why in its place,
 * in the build's words, so one empty field never blanks the whole preview.
 */
export function landingDraft(data: unknown): LandingDraft {
  const fields = (typeof data === "object" && data !== null ? data : {}) as {
    audience?: unknown;
    sections?: unknown;
  };
  const raw = Array.isArray(fields.sections) ? (fields.sections as unknown[]) : [];
  const sections = raw.map((section, index): PreviewSection => {
    const result = landingSectionSchema.safeParse(section);
    if (result.success) return { ready: true, section: result.data };
    const issues = result.error.issues.map((issue) => ({
      ...issue,
      path: ["sections", index, ...issue.path],
    }));
    return { ready: false, problem: describeLandingIssues(issues, fields) };
  });
  return {
    audience: fields.audience === "creator" ? "creator" : "brand",
    sections,
    problem: landingPageProblem(data),
  };
}

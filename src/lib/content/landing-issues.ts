import type { z } from "zod";
import { fieldPath } from "./content-error";

/** A section as a file holds it, before validation: its type names it in errors. */
type RawSections = { sections?: unknown };

/**
 * Where a problem of a landing page is, as an editor counts: `section 3 (hero), field
 * "primary.to"`, or `field "title"` outside the sections.
 */
export function landingFieldName(path: readonly PropertyKey[], data: unknown): string {
  const [first, index, ...rest] = path;
  if (first !== "sections" || typeof index !== "number") return `field "${fieldPath(path)}"`;
  const sections = (data as RawSections | null)?.sections;
  const section = Array.isArray(sections) ? (sections[index] as { type?: unknown }) : undefined;
  const type = typeof section?.type === "string" ? ` (${section.type})` : "";
  const field = rest.length ? `, field "${fieldPath(rest)}"` : "";
  return `section ${index + 1}${type}${field}`;
}

/** Each zod issue of a landing page, one per line's clause, placed as an editor counts. */
export function describeLandingIssues(issues: readonly z.core.$ZodIssue[], data: unknown): string {
  return issues
    .map((issue) => `${landingFieldName(issue.path, data)}: ${issue.message}`)
    .join("; ");
}

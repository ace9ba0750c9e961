import type { z } from "zod";

/**
 * A content file that cannot be published; the message names the file and the field, or the
 * line of the body (as `file:line: …`, which editors and CI logs link to).
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    message: string,
    readonly line?: number,
  ) {
    super(`${file}${line === undefined ? "" : `:${line}`}: ${message}`);
    this.name = "ContentError";
  }
}

/**
 * One line per problem, e.g. `front matter field "results.0.measurement": Required`. Data files
 * (content/*.yml) have no front matter: they pass `"field"` as `what`.
 */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  what = "front matter field",
): string {
  return issues.map((issue) => `${what} "${fieldPath(issue.path)}": ${issue.message}`).join("; ");
}

/** `results.0.measurement`, or `(root)` for the file as a whole. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join(".") : "(root)";
}

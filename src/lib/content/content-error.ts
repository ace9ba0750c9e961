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

/** One line per problem, e.g. `front matter field "results.0.measurement": Required`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const field = issue.path.length ? issue.path.map(String).join(".") : "(root)";
      return `front matter field "${field}": ${issue.message}`;
    })
    .join("; ");
}

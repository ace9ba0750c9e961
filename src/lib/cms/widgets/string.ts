import type { z } from "zod";
import { checksOf, defOf } from "../zod-def";
import type { Widget } from "./widget";

/**
 * The Decap `pattern` that holds a string schema's length limits and regexes. Zod trims before
 * it counts, so the pattern also refuses leading and trailing spaces: what the editor accepts,
 * the build accepts.
 */
export function stringPattern(schema: z.ZodType): [string, string] | undefined {
  let min: number | undefined;
  let max: number | undefined;
  const regexes: { source: string; message?: string }[] = [];
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") min = check.minimum;
    if (check.check === "max_length") max = check.maximum;
    if (check.check === "length_equals") min = max = check.length;
    if (check.check === "string_format" && check.format === "regex" && check.pattern) {
      const message = check.error?.({});
      regexes.push({
        source: check.pattern.source,
        message: typeof message === "string" ? message : undefined,
      });
    }
  }
  const trimmed = checksOf(schema).some((check) => check.check === "overwrite");
  const parts: string[] = [];
  const messages: string[] = [];
  if (min !== undefined || max !== undefined) {
    parts.push(`(?=[\\s\\S]{${min ?? 0},${max ?? ""}}$)`);
    messages.push(
      max === undefined
        ? `at least ${min} characters`
        : min === undefined || min === 0
          ? `at most ${max} characters`
          : `${min} to ${max} characters`,
    );
  }
  if (trimmed && (min ?? 0) > 0) {
    parts.push(`(?=\\S)(?=[\\s\\S]*\\S$)`);
    messages.push("no space at the start or the end");
  }
  for (const regex of regexes) {
    parts.push(`(?=${regex.source})`);
    messages.push(regex.message ?? `must match ${regex.source}`);
  }
  if (parts.length === 0) return undefined;
  const message = messages.join(", ");
  return [`^${parts.join("")}`, message.charAt(0).toUpperCase() + message.slice(1)];
}

/** A date (`z.iso.date()`) is a day picker that saves YYYY-MM-DD; any other string a line. */
export function stringWidget(schema: z.ZodType): Widget {
  if (defOf(schema).format === "date") {
    return {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
    };
  }
  const pattern = stringPattern(schema);
  return { widget: "string", ...(pattern && { pattern }) };
}

import { ContentError, fieldPath } from "./content-error";

/** `{creatorFeePercent}`: a fact named in braces. Copy has no other use for braces. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

export type Facts = Readonly<Record<string, string | number>>;

/**
 * Fills the named placeholders of every string in a data file's value, so copy can quote a
 * fact (a fee, a number of days) that has one source elsewhere. An unknown name fails with
 * the file, the field and the placeholder.
 */
export function fillPlaceholders<T>(value: T, facts: Facts, file: string): T {
  return fill(value, facts, file, []) as T;
}

function fill(value: unknown, facts: Facts, file: string, path: PropertyKey[]): unknown {
  if (typeof value === "string") return fillText(value, facts, file, path);
  if (Array.isArray(value)) return value.map((item, i) => fill(item, facts, file, [...path, i]));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fill(item, facts, file, [...path, key])]),
    );
  }
  return value;
}

function fillText(text: string, facts: Facts, file: string, path: PropertyKey[]): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (Object.hasOwn(facts, name)) return String(facts[name]);
    throw new ContentError(
      file,
      `field "${fieldPath(path)}": unknown placeholder ${placeholder}; use one of ${Object.keys(
        facts,
      )
        .map((known) => `{${known}}`)
        .join(", ")}`,
    );
  });
}

import { parse } from "yaml";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a content file into its YAML front matter (unvalidated) and its body. */
export function splitFrontMatter(source: string): { data: unknown; body: string } | null {
  const match = FRONT_MATTER.exec(source);
  if (!match) return null;
  return { data: parse(match[1] ?? "") ?? {}, body: source.slice(match[0].length) };
}

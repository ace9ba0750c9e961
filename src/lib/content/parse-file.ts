import type { z } from "zod";
import { ContentError, describeIssues } from "./content-error";
import { splitFrontMatter } from "./front-matter";

export type ContentFile<Meta> = { slug: string; file: string; meta: Meta; body: string };

/** Lowercase words joined by single hyphens: the file name becomes the URL. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Validates one content file against its collection's schema.
 * `file` is the path shown in errors (relative to the project, e.g. content/blog/x.md).
 */
export function parseContentFile<Schema extends z.ZodType>(
  file: string,
  source: string,
  schema: Schema,
): ContentFile<z.output<Schema>> {
  const slug = file.replace(/^.*\//, "").replace(/\.md$/, "");
  if (!SLUG.test(slug)) {
    throw new ContentError(file, `file name "${slug}" must be lowercase words joined by hyphens`);
  }
  let parts: ReturnType<typeof splitFrontMatter>;
  try {
    parts = splitFrontMatter(source);
  } catch (error) {
    throw new ContentError(file, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  if (!parts) throw new ContentError(file, "missing front matter (a --- block at the top)");
  const result = schema.safeParse(parts.data);
  if (!result.success) throw new ContentError(file, describeIssues(result.error.issues));
  if (!parts.body.trim()) throw new ContentError(file, "the body is empty");
  return { slug, file, meta: result.data, body: parts.body };
}

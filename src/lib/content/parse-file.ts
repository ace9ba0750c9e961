import type { z } from "zod";
import { ContentError, describeIssues } from "./content-error";
import { splitFrontMatter } from "./front-matter";
import { checkedMarkdown } from "./markdown";

/** A Markdown body as the loader hands it to <MarkdownContent>, with where it was written. */
export type MarkdownBody = {
  /** The path shown in errors, e.g. content/blog/x.md. */
  file: string;
  /** The Markdown body, checked by checkedMarkdown (markdown.ts). */
  body: string;
  /** The body's first line in the file, for errors that name a line. */
  bodyLine: number;
};

export type ContentFile<Meta> = MarkdownBody & { slug: string; meta: Meta };

/** Lowercase words joined by single hyphens: the file name becomes the URL. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Validates one content file: its front matter against its collection's schema, and its body
 * as Markdown that cannot run anything (markdown.ts).
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
  const { meta, body, bodyLine } = parseFrontMatter(file, source, schema);
  if (!body.trim()) throw new ContentError(file, "the body is empty");
  // Raw HTML or a script URL fails here, naming the line: in the build and in the unit tests.
  checkedMarkdown(file, body, bodyLine);
  return { slug, file, meta, body, bodyLine };
}

/**
 * A Markdown file's front matter, validated against `schema`, and its body (not yet checked)
 * with the body's first line in the file. Each problem names the file.
 */
export function parseFrontMatter<Schema extends z.ZodType>(
  file: string,
  source: string,
  schema: Schema,
): { meta: z.output<Schema>; body: string; bodyLine: number } {
  let parts: ReturnType<typeof splitFrontMatter>;
  try {
    parts = splitFrontMatter(source);
  } catch (error) {
    throw new ContentError(file, `front matter is not valid YAML: ${(error as Error).message}`);
  }
  if (!parts) throw new ContentError(file, "missing front matter (a --- block at the top)");
  const result = schema.safeParse(parts.data);
  if (!result.success) throw new ContentError(file, describeIssues(result.error.issues));
  const bodyLine = source.slice(0, source.length - parts.body.length).split("\n").length;
  return { meta: result.data, body: parts.body, bodyLine };
}

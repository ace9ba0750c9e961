import type { z } from "zod";
import { ContentError, describeIssues } from "@/lib/content/content-error";
import { CMS_COLLECTIONS } from "./collections";

/** Why the build would refuse an entry, in its words but for the file's name; else undefined. */
type Problem = (data: unknown) => string | undefined;

/** The schema's issues, each as `field "<path>": <rule>`, as the build words a data file's. */
const schemaProblem =
  (schema: z.ZodType): Problem =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? undefined : describeIssues(result.error.issues, "field");
  };

/**
 * The file a data entry of the admin is saved to and what the build holds it to: a data file
 * of a files collection (named by `slug`, Decap's name for it), or an entry of a folder of YAML
 * data, by its schema or by the folder's own check where its loader has one (a landing page's
 * sections). Markdown entries have none here: their rules reach across files (a post's
 * author), which only the build can check.
 */
function savedFile(collection: string, slug: string): { file: string; problem: Problem } | null {
  const spec = CMS_COLLECTIONS.find((candidate) => candidate.name === collection);
  if (spec?.kind === "files") {
    const file = spec.files.find((candidate) => candidate.name === slug);
    return file ? { file: file.file, problem: schemaProblem(file.schema) } : null;
  }
  if (spec?.kind === "folder" && spec.entries === "yaml") {
    return {
      file: `${spec.folder}/${slug}.yml`,
      problem: spec.problem ?? schemaProblem(spec.schema),
    };
  }
  return null;
}

/**
 * Why the build would refuse a data entry the admin is about to save, in the build's own words
 * (the file, then each field and its problem), or null when it would pass. Decap checks each
 * field on its own; this runs the whole schema, so a rule across fields (a rate card's low
 * above its typical, a landing page that does not open with its hero) stops the save too
 * (src/lib/cms/save-check-listener.ts).
 */
export function saveRefusal(collection: string, slug: string, data: unknown): string | null {
  const target = savedFile(collection, slug);
  const problem = target?.problem(data);
  return target && problem ? new ContentError(target.file, problem).message : null;
}

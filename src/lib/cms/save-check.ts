import type { z } from "zod";
import { ContentError, describeIssues } from "@/lib/content/content-error";
import { CMS_COLLECTIONS } from "./collections";

/**
 * The file a data entry of the admin is saved to and the schema the build holds it to: a data
 * file of a files collection (named by `slug`, Decap's name for it), or an entry of a folder of
 * YAML data. Markdown entries have none here: their rules reach across files (a post's author),
 * which only the build can check.
 */
function savedFile(collection: string, slug: string): { file: string; schema: z.ZodType } | null {
  const spec = CMS_COLLECTIONS.find((candidate) => candidate.name === collection);
  if (spec?.kind === "files") return spec.files.find((file) => file.name === slug) ?? null;
  if (spec?.kind === "folder" && spec.entries === "yaml") {
    return { file: `${spec.folder}/${slug}.yml`, schema: spec.schema };
  }
  return null;
}

/**
 * Why the build would refuse a data entry the admin is about to save, in the build's own words
 * (the file, then each field and its problem), or null when it would pass. Decap checks each
 * field on its own; this runs the whole schema, so a rule across fields (a rate card's low
 * above its typical) stops the save too (src/lib/cms/save-check-listener.ts).
 */
export function saveRefusal(collection: string, slug: string, data: unknown): string | null {
  const target = savedFile(collection, slug);
  if (!target) return null;
  const result = target.schema.safeParse(data);
  if (result.success) return null;
  return new ContentError(target.file, describeIssues(result.error.issues, "field")).message;
}

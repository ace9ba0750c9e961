import { readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "zod";
import { ContentError, describeIssues } from "./content-error";
import { CONTENT_ROOT } from "./load-collection";
import { readOwnFile } from "./own-file";

/** The project root: data files are named by their path from it, e.g. content/pricing.yml. */
const ROOT = process.cwd();

/** Lowercase words joined by single hyphens: a folder entry's file name is its id. */
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Validates one data file's text against its schema. `file` is the path shown in errors.
 * The top level must be a mapping (the CMS edits a file's fields, never a bare list).
 */
export function parseDataFile<Schema extends z.ZodType>(
  file: string,
  source: string,
  schema: Schema,
): z.output<Schema> {
  let data: unknown;
  try {
    data = parse(source);
  } catch (error) {
    throw new ContentError(file, `not valid YAML: ${(error as Error).message}`);
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new ContentError(file, "the top level must be a mapping of fields (key: value)");
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(file, describeIssues(result.error.issues, "field"));
  return result.data;
}

/**
 * Reads and validates content/<…>.yml (never through a link that leads out of content/,
 * own-file.ts); any problem throws, which fails `next build`.
 */
export function loadDataFile<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
): z.output<Schema> {
  return parseDataFile(file, readOwnFile(CONTENT_ROOT, join(ROOT, file)), schema);
}

export type FolderEntry<Data> = { id: string; file: string; data: Data };

/** Every .yml file of a folder collection, by file name (its id), in name order. */
export function loadDataFolder<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
): FolderEntry<z.output<Schema>>[] {
  return readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith(".yml"))
    .sort()
    .map((name) => {
      const file = `${folder}/${name}`;
      const id = name.replace(/\.yml$/, "");
      if (!ID.test(id)) {
        throw new ContentError(file, `file name "${id}" must be lowercase words joined by hyphens`);
      }
      return { id, file, data: loadDataFile(file, schema) };
    });
}

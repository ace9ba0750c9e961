import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { z } from "zod";
import { readOwnFile } from "./own-file";
import { type ContentFile, parseContentFile } from "./parse-file";

/** Where the content lives: content/<collection>/<slug>.md at the project root. */
export const CONTENT_ROOT = join(process.cwd(), "content");

/**
 * Reads and validates every .md file in one folder (never through a link that leads out of it,
 * own-file.ts). Any invalid file throws, which fails
 * `next build` (generateStaticParams calls this) with the file and field in the message.
 */
export function loadCollection<Schema extends z.ZodType>(
  directory: string,
  schema: Schema,
): ContentFile<z.output<Schema>>[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const path = join(directory, name);
      const source = readOwnFile(directory, path);
      return parseContentFile(relative(process.cwd(), path), source, schema);
    });
}

/**
 * Loads a collection once per process: pages call the getters many times during a build.
 * `check` refuses an entry for what its schema cannot see, such as a file it names.
 */
export function cachedCollection<Schema extends z.ZodType>(
  directory: string,
  schema: Schema,
  check: (entry: ContentFile<z.output<Schema>>) => void = () => {},
) {
  let files: ContentFile<z.output<Schema>>[] | undefined;
  return () => {
    if (!files) {
      const loaded = loadCollection(directory, schema);
      loaded.forEach(check);
      files = loaded;
    }
    return files;
  };
}

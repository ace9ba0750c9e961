// @ts-check
// Turbopack bundles the Auth worker from `new Worker(new URL("…/auth-worker.ts",
// import.meta.url))` (src/hooks/use-auth-state-sync.ts) and, for the `new URL` inside it, also
// copies the TypeScript source as it is to _next/static/media/: a file no page requests (the
// worker runs from its bundled chunks), which would publish the source and its comments on
// the CDN. The post-build step removes every such copy; the export ships only what it runs.
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/** Where Next puts the files a module refers to by URL. */
export const MEDIA_DIR = "_next/static/media";

/** A TypeScript source file's name. */
export const SOURCE_FILE = /\.(?:[cm]?ts|tsx)$/;

/**
 * Removes the source copies in the export `out`.
 * @param {string} out the static export
 * @returns {string[]} the names of the files removed
 */
export function removeSourceCopies(out) {
  const media = join(out, MEDIA_DIR);
  if (!existsSync(media)) return [];
  const sources = readdirSync(media).filter((name) => SOURCE_FILE.test(name));
  for (const name of sources) rmSync(join(media, name));
  return sources;
}

// @ts-check
// Next.js's static export writes each page's whole server-component payload twice: as
// `<page>.txt`, which the client router fetches for a navigation (`?_rsc=`), and as
// `<page>/__next._full.txt`, the same bytes, for the segment cache of a server that answers
// prefetches by header. In an export the router asks only for `<page>.txt` and the per-segment
// `__next.<segment>.txt` files of a prefetch, never `_full` (next/dist/client/components/
// segment-cache/cache.js: addSegmentPathToUrlInOutputExportMode is given real segments only).
// The copy is a seventh of each post's share of the export (bench/report.md, "The site at
// scale"), uploaded on every deploy and requested by no one: the post-build step removes it.
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

/** The name of the payload copy nothing requests. */
export const UNREQUESTED_PAYLOAD = "__next._full.txt";

/**
 * Removes every unrequested payload copy under `out`.
 * @param {string} out the static export
 * @returns {{ files: number, bytes: number }} what was removed
 */
export function removeUnrequestedPayloads(out) {
  const removed = { files: 0, bytes: 0 };
  const visit = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name === UNREQUESTED_PAYLOAD) {
        removed.bytes += statSync(path).size;
        rmSync(path);
        removed.files += 1;
      }
    }
  };
  visit(out);
  return removed;
}

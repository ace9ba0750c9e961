// @ts-check
import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Every exported page of the static export in `dir` (Next.js's own `_next` folder aside).
 * @param {string} dir
 * @returns {string[]}
 */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_next" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/**
 * The pages a post-build step rewrites; none means `next build` has not run into `dir`.
 * @param {string} dir
 */
export function exportedPages(dir) {
  const pages = htmlFiles(dir);
  if (pages.length === 0) throw new Error(`No HTML in ${dir}: run next build first`);
  return pages;
}

// @ts-check
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { ADMIN_DIR } from "./cms-admin.mjs";

/**
 * Every exported page of the static export in `dir` (Next.js's own `_next` folder aside).
 * CMS admin exclusion: the admin (out/admin/) is not a site page. It has its own shell and
 * policy (src/lib/cms/admin-page.ts), so the steps that rewrite, hash or check site pages
 * leave it alone.
 * @param {string} dir
 * @param {boolean} [top] whether `dir` is the export's root
 * @returns {string[]}
 */
function htmlFiles(dir, top = true) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const skipped = entry.name === "_next" || (top && entry.name === ADMIN_DIR);
      return skipped ? [] : htmlFiles(path, false);
    }
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

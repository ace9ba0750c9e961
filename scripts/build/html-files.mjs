// @ts-check
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ADMIN_DIR } from "./cms-admin.mjs";

/**
 * Folders of the export, relative to it, that hold no page of the site: Next.js's own assets,
 * and the site's /admin/ (out/admin/: a page of its own, with its own policy, that sends editors
 * to the CMS admin's origin, src/lib/cms/admin-redirect.ts), which the steps that rewrite, hash
 * or check site pages leave exactly as it is.
 */
export const NOT_SITE_PAGES = ["_next", ADMIN_DIR];

/**
 * Every exported page of the static export in `root`, the folders above aside.
 * @param {string} root
 * @param {string} [dir]
 * @returns {string[]}
 */
function htmlFiles(root, dir = root) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const folder = relative(root, path).split(sep).join("/");
      return NOT_SITE_PAGES.includes(folder) ? [] : htmlFiles(root, path);
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

/**
 * The address an exported page is served at (Firebase Hosting's clean URLs), from its path
 * inside the export: "index.html" → "/", "es.html" → "/es", "blog/index.html" → "/blog".
 * @param {string} file the path relative to the export's folder, "/"-separated
 */
export function servedPath(file) {
  return `/${file}`.replace(/\.html$/, "").replace(/\/?index$/, "") || "/";
}

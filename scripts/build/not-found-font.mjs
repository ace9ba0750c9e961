// @ts-check
// The 404 page's font preload. Next 16 preloads next/font's files on every page but a global
// not-found page (app/global-not-found.tsx, next.config.mjs): it looks the page up in its font
// manifest under the file's own path, where the manifest keys it as "_not-found/page", and finds
// nothing. With `font-display: optional` (components/layout/inter-font.ts) a font that is not
// there by the first paint is never swapped in, so the 404 page showed the fallback font to every
// visitor who had not been on the site before. This step gives out/404.html the font preloads of
// the home page, which shares its document shell and font. When Next preloads the font there
// itself, the step finds nothing missing and changes nothing.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { applyEdits, readPage } from "./page-markup.mjs";

/** The export's pages this step reads and writes, relative to out/. */
export const NOT_FOUND_PAGE = "404.html";
const HOME_PAGE = "index.html";

/**
 * The `<link rel="preload" as="font">` tags of a page, as written.
 * @param {string} html
 */
export function fontPreloads(html) {
  return readPage(html)
    .links.filter(({ attributes }) => attributes.rel === "preload" && attributes.as === "font")
    .map(({ range }) => html.slice(range.start, range.end));
}

/**
 * `page` with each of `preloads` it lacks, put where Next puts its own: after the charset.
 * @param {string} page
 * @param {string[]} preloads
 */
export function withFontPreloads(page, preloads) {
  const present = new Set(fontPreloads(page));
  const missing = preloads.filter((link) => !present.has(link));
  if (missing.length === 0) return page;
  const { afterCharset } = readPage(page);
  if (afterCharset === undefined)
    throw new Error("The page has no charset to put its preloads after");
  return applyEdits(page, [{ start: afterCharset, end: afterCharset, text: missing.join("") }]);
}

/**
 * Gives the export's 404 page the home page's font preloads. Returns how many it added.
 * @param {string} outDir
 */
export function preloadNotFoundFont(outDir) {
  const home = join(outDir, HOME_PAGE);
  const notFound = join(outDir, NOT_FOUND_PAGE);
  if (!existsSync(home) || !existsSync(notFound)) return 0;
  const before = readFileSync(notFound, "utf8");
  const after = withFontPreloads(before, fontPreloads(readFileSync(home, "utf8")));
  if (after !== before) writeFileSync(notFound, after);
  return fontPreloads(after).length - fontPreloads(before).length;
}

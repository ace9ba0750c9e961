// @ts-check
// The site search's index, made from the finished export (the last step of the post-build), so
// that what is searched is exactly what is served. Pagefind writes it to out/pagefind/: one
// index per language, from each page's <html lang>, with that language's stemming. Only pages
// that mark their content with data-pagefind-body are indexed (src/lib/search/search-facts.ts):
// the posts, the case studies and the site's own pages; never the lists, the search page, the
// 404 page or a page that asks robots not to index it.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative, sep } from "node:path";
import * as pagefind from "pagefind";
import { exportedPages, servedPath } from "./html-files.mjs";

/** Where the index goes, under the export: the search page loads /pagefind/pagefind.js. */
export const SEARCH_INDEX_DIR = "pagefind";

/** Pagefind's ready-made interfaces, which the site's own search page replaces: not served. */
const UNUSED_BUNDLE_FILE = /(?:^pagefind-.*ui\.(?:js|css)|^pagefind-highlight\.js)$/;

/**
 * A language's result fragments are bundled, this many pages' to a file at most, rather than one
 * file a page: the search page preloads them all while the index is small (scripts/build/
 * search-preloads.mjs), and a query's results then need no fetch of their own. At any size, a
 * result's fetch brings no more than this many pages' fragments (about 3 KB each, compressed), so
 * what a query fetches stays bounded however many pages there are.
 */
export const PAGES_PER_FRAGMENT_FILE = 6;

/**
 * The bundle count Pagefind is given: it is one for every language, so it is the largest
 * language's. Pagefind spreads each language's pages evenly over as many files.
 * @param {Iterable<number>} pagesPerLanguage
 */
export const fragmentFiles = (pagesPerLanguage) =>
  Math.max(1, ...[...pagesPerLanguage].map((pages) => Math.ceil(pages / PAGES_PER_FRAGMENT_FILE)));

const INDEXED_BODY = /<[a-z]+[^>]*\sdata-pagefind-body[\s=>]/;
const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

/**
 * The address a page of the export is served at.
 * @param {string} outDir
 * @param {string} file
 */
export const pageUrl = (outDir, file) => servedPath(relative(outDir, file).split(sep).join("/"));

/** Whether the page's markup asks to be indexed. @param {string} html */
export const isIndexed = (html) => INDEXED_BODY.test(html) && !NOINDEX.test(html);

/**
 * Indexes the export in `outDir` into `<outDir>/pagefind`; an export with no page to index (the
 * bench's floor page) gets no index.
 * @param {string} outDir
 * @returns {Promise<{ pages: number, languages: string[] }>}
 */
export async function buildSearchIndex(outDir) {
  // The pages to index and their languages first, read again one at a time as they are added:
  // the bundle count depends on the largest language, and a large export is not held in memory.
  /** @type {Map<string, string>} */
  const languageOf = new Map();
  for (const file of exportedPages(outDir)) {
    const content = readFileSync(file, "utf8");
    if (isIndexed(content))
      languageOf.set(file, /<html lang="([^"]+)"/.exec(content)?.[1] ?? "unknown");
  }
  if (languageOf.size === 0) return { pages: 0, languages: [] };
  const languages = [...new Set(languageOf.values())].sort();
  const pagesOf = (/** @type {string} */ lang) =>
    [...languageOf.values()].filter((other) => other === lang).length;
  const created = await pagefind.createIndex({
    maxFragments: fragmentFiles(languages.map(pagesOf)),
  });
  const index = created.index;
  if (!index) throw new Error(`Pagefind could not start: ${created.errors.join("; ")}`);
  try {
    for (const file of languageOf.keys()) {
      const content = readFileSync(file, "utf8");
      const added = await index.addHTMLFile({ url: pageUrl(outDir, file), content });
      if (added.errors.length > 0) throw new Error(`${file}: ${added.errors.join("; ")}`);
    }
    rmSync(join(outDir, SEARCH_INDEX_DIR), { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: join(outDir, SEARCH_INDEX_DIR) });
    if (written.errors.length > 0) throw new Error(written.errors.join("; "));
    const bundle = join(outDir, SEARCH_INDEX_DIR);
    for (const file of readdirSync(bundle).filter((name) => UNUSED_BUNDLE_FILE.test(name))) {
      rmSync(join(bundle, file));
    }
    return { pages: languageOf.size, languages };
  } finally {
    await pagefind.close();
  }
}

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
 * A language's result fragments are bundled into this many files rather than one per page: the
 * search page preloads them all while they are small (scripts/build/search-preloads.mjs), and
 * a query's ten results then need no fetch of their own.
 */
const FRAGMENT_FILES_PER_LANGUAGE = 4;

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
  const created = await pagefind.createIndex({ maxFragments: FRAGMENT_FILES_PER_LANGUAGE });
  const index = created.index;
  if (!index) throw new Error(`Pagefind could not start: ${created.errors.join("; ")}`);
  try {
    const languages = new Set();
    let pages = 0;
    for (const file of exportedPages(outDir)) {
      const content = readFileSync(file, "utf8");
      if (!isIndexed(content)) continue;
      const added = await index.addHTMLFile({ url: pageUrl(outDir, file), content });
      if (added.errors.length > 0) throw new Error(`${file}: ${added.errors.join("; ")}`);
      languages.add(/<html lang="([^"]+)"/.exec(content)?.[1] ?? "unknown");
      pages += 1;
    }
    if (pages === 0) return { pages, languages: [] };
    rmSync(join(outDir, SEARCH_INDEX_DIR), { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: join(outDir, SEARCH_INDEX_DIR) });
    if (written.errors.length > 0) throw new Error(written.errors.join("; "));
    const bundle = join(outDir, SEARCH_INDEX_DIR);
    for (const file of readdirSync(bundle).filter((name) => UNUSED_BUNDLE_FILE.test(name))) {
      rmSync(join(bundle, file));
    }
    return { pages, languages: [...languages].sort() };
  } finally {
    await pagefind.close();
  }
}

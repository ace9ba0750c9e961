// @ts-check
// The search page asks for what every query needs while the page itself loads: Pagefind's
// script, its entry file, its query engine (WebAssembly) and the index's metadata and filters of
// the page's language. The index chunks and result fragments a query needs are fetched as it is
// typed, as Pagefind does by default, so a query fetches a bounded amount however large the site
// grows. Preloading them all as well was slower on the bench's phone once the search ran before
// the page's scripts (docs/architecture.md, "Search before the page's scripts").
// Where the page's chunks wait for the first paint (deferred-scripts.mjs), so do these: the chunk
// loader preloads the files this step lists in a JSON block, before the page's chunks, so they
// take no bandwidth from what the first paint needs (in the head, they pushed the search page's
// LCP from 1.2 to 2.5 s on the bench's phone). Otherwise they are <link>s in the head. Pagefind
// runs on the page's main thread (src/lib/search/pagefind-options.mjs) so that its fetches are
// the page's own and use these preloads; from its worker they would not. Runs after the index is
// written.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ENTRY_FILE, entryFileAt } from "../../src/lib/search/index-files.mjs";
import { PAGEFIND_SCRIPT_NAME } from "../../src/lib/search/pagefind-options.mjs";
import { RUNS_WEBASSEMBLY } from "../../src/lib/search/runs-webassembly.mjs";
import { exportedPages } from "./html-files.mjs";
import { AFTER_PAINT_PRELOADS_ID } from "../../src/lib/search/after-paint-preloads.mjs";
import { DEFERRED_SCRIPTS_ID } from "./deferred-scripts.mjs";
import { applyEdits, readPage } from "./page-markup.mjs";
import { SEARCH_INDEX_DIR } from "./search-index.mjs";

/**
 * The files of `folder` whose names start with the language's prefix, as paths under the index.
 * @param {string} indexDir
 * @param {string} folder
 * @param {string} lang
 */
function languageFiles(indexDir, folder, lang) {
  // An index of pages without filters has no filter folder.
  if (!existsSync(join(indexDir, folder))) return [];
  return readdirSync(join(indexDir, folder))
    .filter((name) => name.startsWith(`${lang}_`))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/**
 * What the search page of `lang` preloads, as paths under the index folder, with how each is
 * fetched: the script as a module, the rest by Pagefind's own fetch().
 * @param {string} indexDir
 * @param {string} lang
 * @returns {{ script: string, data: string[] }}
 */
export function searchPreloads(indexDir, lang) {
  const entryText = readFileSync(join(indexDir, ENTRY_FILE), "utf8");
  const entry = JSON.parse(entryText);
  const language = entry.languages?.[lang];
  if (!language) throw new Error(`The search index has no language "${lang}"`);
  const data = [
    // At a tag of its content, which the page's code gives Pagefind (src/lib/search/
    // preloaded-entry-tag.ts): left to itself, Pagefind asks for it at the time of asking, an
    // address no preload can answer, and the first query waits for one more round trip.
    entryFileAt(createHash("sha256").update(entryText).digest("hex").slice(0, 16)),
    `wasm.${language.wasm}.pagefind`,
    `pagefind.${language.hash}.pf_meta`,
    ...languageFiles(indexDir, "filter", lang),
  ];
  return { script: PAGEFIND_SCRIPT_NAME, data };
}

/** @param {string} file a path under the index folder */
const indexHref = (file) => `/${SEARCH_INDEX_DIR}/${file}`;

/**
 * The `<link>` tags for `preloads`, at low priority: the page's own scripts come first.
 * @param {{ script: string, data: string[] }} preloads
 */
export function preloadLinks({ script, data }) {
  return (
    `<link rel="modulepreload" href="${indexHref(script)}" fetchpriority="low"/>` +
    data
      .map(
        (file) =>
          `<link rel="preload" href="${indexHref(file)}" as="fetch" crossorigin="anonymous" fetchpriority="low"/>`,
      )
      .join("")
  );
}

/**
 * The JSON block the chunk loader preloads after the paint (`[href, "module" | "fetch"]`).
 * @param {{ script: string, data: string[] }} preloads
 */
export function afterPaintPreloads({ script, data }) {
  const list = [[indexHref(script), "module"], ...data.map((file) => [indexHref(file), "fetch"])];
  return `<script type="application/json" id="${AFTER_PAINT_PRELOADS_ID}">${JSON.stringify(list)}</script>`;
}

/**
 * Gives each search page of the export (the pages marked to run WebAssembly) the preloads of
 * its language: after the paint where its chunks wait for it, else in its head. Returns the
 * search pages and their languages.
 * @param {string} outDir
 * @returns {{ page: string, lang: string }[]}
 */
export function preloadSearchFiles(outDir) {
  const indexDir = join(outDir, SEARCH_INDEX_DIR);
  const done = [];
  for (const file of exportedPages(outDir)) {
    const html = readFileSync(file, "utf8");
    // Only a page that names the mark is parsed: the export's other pages are read as text.
    if (!html.includes(RUNS_WEBASSEMBLY)) continue;
    const page = readPage(html);
    if (!page.elements.some((element) => RUNS_WEBASSEMBLY in element.attributes)) continue;
    const lang = page.elements.find((element) => element.tag === "html")?.attributes.lang;
    if (!lang || page.headEnd === undefined || page.bodyEnd === undefined) {
      throw new Error(`${file}: no lang, no <head> or no <body>`);
    }
    const preloads = searchPreloads(indexDir, lang);
    // An earlier run's preloads name an earlier index's files: they go.
    const earlier = [
      ...page.links.filter(({ attributes }) => attributes.href?.startsWith(indexHref(""))),
      ...page.scripts.filter(({ attributes }) => attributes.id === AFTER_PAINT_PRELOADS_ID),
    ].map(({ range }) => ({ ...range, text: "" }));
    const afterPaint = page.scripts.some(({ attributes }) => attributes.id === DEFERRED_SCRIPTS_ID);
    const at = afterPaint ? page.bodyEnd : page.headEnd;
    const text = afterPaint ? afterPaintPreloads(preloads) : preloadLinks(preloads);
    writeFileSync(file, applyEdits(html, [...earlier, { start: at, end: at, text }]));
    done.push({ page: file, lang });
  }
  return done;
}

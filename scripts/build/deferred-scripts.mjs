// @ts-check
// Next.js puts a page's chunks in <head> as async scripts (plus a preload), so the browser
// fetches them alongside the CSS and font the first paint needs, and runs each one as it
// arrives: on a slow phone that interrupts the parser, and the page paints in pieces with
// script work in between. After this step the page names its chunks in a JSON data block,
// and a small inline loader at the end of <body> adds them once the whole page has painted
// (at once in a hidden tab, which does not paint). They stay async: Next's runtime does not
// depend on their order. Why: an earlier LCP on a slow phone, with TBT no higher (issue 35's
// side-by-side run: LCP better by more than the run-to-run spread on 13 of the 20 main routes,
// TBT on 9, worse on none). GIGLOOM_DEFER_SCRIPTS=off builds the same site without this step
// (scripts/build/postprocess-export.mjs), and `npm run bench -- --compare-deferral` measures the
// main routes both ways, side by side in one run; the figures are in bench/report.md.
import { loadChunksAfterPaint } from "../../src/lib/chunk-loader.mjs";
import { inlineScript } from "../../src/lib/inline-scripts.mjs";
import { readPage } from "./page-markup.mjs";
import {
  AFTER_PAINT_PRELOADS_ID,
  CHUNKS_RELEASED,
  PRELOADS_ADDED,
} from "../../src/lib/search/after-paint-preloads.mjs";
import { RUNS_WEBASSEMBLY } from "../../src/lib/search/runs-webassembly.mjs";
import { PRELOAD_PREFIX, SEARCH_BEFORE_HYDRATION } from "./search-script.mjs";

/** @typedef {import("./page-markup.mjs").PageMarkup} PageMarkup */
/** @typedef {import("./page-markup.mjs").ScriptElement} ScriptElement */
/** @typedef {import("./page-markup.mjs").Edit} Edit */

export const DEFERRED_SCRIPTS_ID = "deferred-scripts";
/** Where Next.js serves chunks when neither basePath nor assetPrefix is set. */
export const CHUNK_PREFIX = "/_next/static/";

/** The inline script that adds the listed chunks, and preloads, after the next paint. */
export const LOADER = inlineScript(
  loadChunksAfterPaint,
  DEFERRED_SCRIPTS_ID,
  CHUNK_PREFIX,
  AFTER_PAINT_PRELOADS_ID,
  PRELOAD_PREFIX,
  PRELOADS_ADDED,
  CHUNKS_RELEASED,
).text;

/** @param {Record<string, string>} attributes */
const attributeNames = (attributes) => Object.keys(attributes).sort().join(" ");

/**
 * A first-load chunk as Next.js 16 writes it: `<script src="/_next/static/…" async="">`.
 * @param {ScriptElement} script
 */
export function isChunkScript({ attributes }) {
  return (
    attributeNames(attributes) === "async src" &&
    attributes.async === "" &&
    (attributes.src ?? "").startsWith(CHUNK_PREFIX)
  );
}

/**
 * The legacy polyfills, which modern browsers skip: `<script src="/_next/static/…" nomodule="">`.
 * @param {ScriptElement} script
 */
const isPolyfill = ({ attributes }) =>
  attributeNames(attributes) === "nomodule src" && (attributes.src ?? "").startsWith(CHUNK_PREFIX);

/** @param {Record<string, string>} attributes */
const describe = (attributes) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

/**
 * Why a script or preload of this shape cannot be handled, in words that say what to do.
 * @param {string} tag
 * @param {Record<string, string>} attributes
 */
function unknownShape(tag, attributes) {
  const url = attributes.src ?? attributes.href ?? "";
  if ("integrity" in attributes) {
    return new Error(
      `<${tag} ${describe(attributes)}> carries an integrity hash (experimental.sri?): the ` +
        "compile hints change chunks after Next hashed them, so every script would be blocked.",
    );
  }
  if (url.includes("/_next/") && !url.startsWith(CHUNK_PREFIX)) {
    return new Error(
      `<${tag} ${describe(attributes)}> is not under ${CHUNK_PREFIX}: an assetPrefix or ` +
        "basePath, which the post-build step does not handle.",
    );
  }
  return new Error(
    `A <${tag}> of a shape the post-build step does not know: ${describe(attributes)}`,
  );
}

/**
 * What deferring a page's chunks changes: their tags and preloads go, and the data block and
 * the loader go in at the end of <body>. Throws, so the build fails, on a script or script
 * preload of any shape it does not know, on a page with no chunk at all, and on a page that
 * was already deferred.
 * @param {PageMarkup} page
 * @returns {{ chunks: string[], edits: Edit[] }}
 */
export function planDeferral(page) {
  if (dataBlock(page)) {
    throw new Error("The page's chunks are already deferred: run next build first");
  }
  /** @type {string[]} */
  const chunks = [];
  /** @type {Edit[]} */
  const edits = [];
  for (const script of page.scripts) {
    if (!("src" in script.attributes)) continue;
    if (isChunkScript(script)) {
      const src = script.attributes.src ?? "";
      if (!chunks.includes(src)) chunks.push(src);
      edits.push({ ...script.range, text: "" });
    } else if (!isPolyfill(script)) {
      throw unknownShape("script", script.attributes);
    }
  }
  for (const link of page.links) {
    const rel = (link.attributes.rel ?? "").toLowerCase().split(/\s+/);
    const preloadsScript =
      rel.includes("modulepreload") || (rel.includes("preload") && link.attributes.as === "script");
    if (!preloadsScript) continue;
    const known =
      !rel.includes("modulepreload") &&
      !("integrity" in link.attributes) &&
      chunks.includes(link.attributes.href ?? "");
    if (!known) throw unknownShape("link", link.attributes);
    edits.push({ ...link.range, text: "" });
  }
  if (chunks.length === 0) throw new Error("The page has no first-load chunk to defer");
  if (page.bodyEnd === undefined) throw new Error("No </body> to put the loader before");
  // The search page (the page that runs WebAssembly) searches before its chunks have run.
  const searches = page.elements.some((element) => RUNS_WEBASSEMBLY in element.attributes);
  const block =
    `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${JSON.stringify(chunks)}</script>` +
    (searches ? `<script>${SEARCH_BEFORE_HYDRATION}</script>` : "") +
    `<script>${LOADER}</script>`;
  edits.push({ start: page.bodyEnd, end: page.bodyEnd, text: block });
  return { chunks, edits };
}

/**
 * The data block a deferred page lists its chunks in, if it has one.
 * @param {PageMarkup} page
 */
const dataBlock = (page) =>
  page.scripts.find((script) => script.attributes.id === DEFERRED_SCRIPTS_ID);

/**
 * The chunks a deferred page loads after its first paint, in order; [] if none.
 * @param {PageMarkup} page
 * @returns {string[]}
 */
export function deferredChunks(page) {
  const block = dataBlock(page);
  return block ? JSON.parse(block.text) : [];
}

/**
 * The same, from the page's HTML.
 * @param {string} html
 */
export const deferredScripts = (html) => deferredChunks(readPage(html));

// @ts-check
// A page's policy trusts a script the HTML parser meets only by its hash (csp.mjs): an inline
// script by its text's, an external one by its integrity attribute (CSP3; Chromium, Firefox and
// WebKit all do so). A deferred page meets no chunk: its loader, trusted by its hash, inserts
// them. A page built without the deferral (GIGLOOM_DEFER_SCRIPTS=off, for the bench's
// side-by-side run) keeps Next's chunk tags in <head>, so each gets the integrity of the chunk
// as served, compile hint included, and so does its preload: a browser does not use a preload
// for a script whose integrity the preload lacks.
import { createHash } from "node:crypto";
import { isChunkScript } from "./deferred-scripts.mjs";

/** @typedef {import("./page-markup.mjs").PageMarkup} PageMarkup */
/** @typedef {import("./page-markup.mjs").Edit} Edit */

/**
 * An integrity attribute's value for `text`.
 * @param {string} text
 */
export const integrityOf = (text) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** @param {string} value */
const escapeAttribute = (value) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * @param {string} tag
 * @param {Record<string, string>} attributes
 */
const startTag = (tag, attributes) =>
  `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("")}>`;

/**
 * What gives each chunk tag of a page that was not deferred, and each preload of one, the
 * integrity of the chunk as it will be served.
 * @param {PageMarkup} page
 * @param {(src: string) => string} chunkText the chunk's text as served, by its URL
 * @returns {Edit[]}
 */
export function integrityEdits(page, chunkText) {
  /** @type {Map<string, string>} */
  const integrity = new Map();
  /** @type {Edit[]} */
  const edits = [];
  for (const script of page.scripts.filter(isChunkScript)) {
    const src = script.attributes.src ?? "";
    if (!integrity.has(src)) integrity.set(src, integrityOf(chunkText(src)));
    const attributes = { ...script.attributes, integrity: integrity.get(src) ?? "" };
    edits.push({ ...script.range, text: `${startTag("script", attributes)}</script>` });
  }
  for (const link of page.links) {
    const value = integrity.get(link.attributes.href ?? "");
    if (value === undefined || link.attributes.as !== "script") continue;
    edits.push({ ...link.range, text: startTag("link", { ...link.attributes, integrity: value }) });
  }
  return edits;
}

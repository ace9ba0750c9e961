// @ts-check
import { deferredChunks, isChunkScript } from "../build/deferred-scripts.mjs";
import { readPage } from "../build/page-markup.mjs";

/**
 * The scripts a page runs as it loads: its own chunks under /_next/static/, whether in
 * <script src> tags (as Next.js writes them) or in the list the page loads after its first
 * paint (scripts/build/deferred-scripts.mjs). Not the nomodule polyfills (modern browsers skip
 * them), nor what is imported later.
 * @param {string} html
 * @returns {string[]}
 */
export function firstLoadScripts(html) {
  const page = readPage(html);
  const tagged = page.scripts.filter(isChunkScript).map((script) => script.attributes.src ?? "");
  return [...new Set([...tagged, ...deferredChunks(page)])];
}

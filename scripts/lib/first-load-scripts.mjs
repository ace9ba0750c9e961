import { deferredScripts } from "./deferred-scripts.mjs";

const SCRIPT_TAG = /<script\b([^>]*)>/gi;

/**
 * The scripts a page runs as it loads: its own chunks under /_next/static/, whether in
 * <script src> tags (as Next.js writes them) or in the list the page loads after its first
 * paint (scripts/lib/deferred-scripts.mjs). Not the nomodule polyfills (modern browsers skip
 * them), nor what is imported later.
 */
export function firstLoadScripts(/** @type {string} */ html) {
  const sources = new Set();
  for (const [, attributes] of html.matchAll(SCRIPT_TAG)) {
    if (/\snomodule\b/i.test(` ${attributes}`)) continue;
    const src = /\ssrc="([^"]+)"/i.exec(` ${attributes}`)?.[1];
    if (src?.startsWith("/_next/static/")) sources.add(src);
  }
  for (const src of deferredScripts(html)) sources.add(src);
  return [...sources];
}

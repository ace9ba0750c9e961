import { describe, expect, it } from "vitest";
import {
  deferredScripts,
  deferScripts,
  DEFERRED_SCRIPTS_ID,
  LOADER,
} from "../../scripts/lib/deferred-scripts.mjs";
import { NEXT_EXPORT_PAGE } from "../support/next-export-page";

const deferred = deferScripts(NEXT_EXPORT_PAGE);

describe("deferred scripts", () => {
  it("takes every chunk tag and chunk preload out of the page", () => {
    expect(deferred).not.toMatch(
      /<script[^>]*src="\/_next\/static\/chunks\/(framework|main|runtime)/,
    );
    expect(deferred).not.toContain('as="script"');
  });

  it("lists the chunks once each, in page order, for the loader", () => {
    expect(deferredScripts(deferred)).toEqual([
      "/_next/static/chunks/framework.js",
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/runtime.js",
    ]);
  });

  it("puts the list and the loader after everything else in <body>", () => {
    const tail = `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">`;
    expect(deferred.indexOf(tail)).toBeGreaterThan(deferred.indexOf("self.__next_f"));
    expect(deferred.endsWith(`<script>${LOADER}</script></body></html>`)).toBe(true);
  });

  it("leaves the rest alone: polyfills, inline scripts, data blocks, other origins, fonts", () => {
    for (const kept of [
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>document.documentElement.dataset.auth="out"</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="https://example.com/elsewhere.js"></script>',
      'as="font"',
    ]) {
      expect(deferred).toContain(kept);
    }
  });

  it("changes nothing the second time", () => {
    expect(deferScripts(deferred)).toBe(deferred);
  });

  it("fails on a chunk tag of a shape it does not know, rather than load it early", () => {
    const page = NEXT_EXPORT_PAGE.replace(
      "</body>",
      '<script defer src="/_next/static/chunks/new.js"></script></body>',
    );
    expect(() => deferScripts(page)).toThrow(/Unexpected script tag/);
    const onlyUnknown =
      '<html><body><script defer src="/_next/static/chunks/new.js"></script></body></html>';
    expect(() => deferScripts(onlyUnknown)).toThrow(/Unexpected script tag/);
  });
});

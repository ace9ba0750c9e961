import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  fontPreloads,
  preloadNotFoundFont,
  withFontPreloads,
} from "../../../scripts/build/not-found-font.mjs";

const FONT =
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>';
const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>t</title></head><body><h1>t</h1></body></html>`;

describe("the 404 page's font preload", () => {
  it("reads a page's font preloads, and no other preload", () => {
    const html = page(`${FONT}<link rel="preload" href="/logo.png" as="image"/>`);
    expect(fontPreloads(html)).toEqual([FONT]);
  });

  it("puts the preloads a page lacks right after its charset, before anything it fetches", () => {
    const fixed = withFontPreloads(page('<link rel="stylesheet" href="/a.css"/>'), [FONT]);
    expect(fixed).toContain(`<meta charSet="utf-8"/>${FONT}<link rel="stylesheet"`);
    expect(fontPreloads(fixed)).toEqual([FONT]);
  });

  it("leaves a page that already preloads the font as it is", () => {
    const html = page(FONT);
    expect(withFontPreloads(html, [FONT])).toBe(html);
  });

  it("gives out/404.html the home page's font preloads", () => {
    const out = mkdtempSync(join(tmpdir(), "not-found-font-"));
    writeFileSync(join(out, "index.html"), page(FONT));
    writeFileSync(join(out, "404.html"), page(""));
    expect(preloadNotFoundFont(out)).toBe(1);
    expect(fontPreloads(readFileSync(join(out, "404.html"), "utf8"))).toEqual([FONT]);
    expect(preloadNotFoundFont(out)).toBe(0);
  });
});

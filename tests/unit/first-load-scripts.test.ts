import { describe, expect, it } from "vitest";
import { deferScripts } from "../../scripts/lib/deferred-scripts.mjs";
import { firstLoadScripts } from "../../scripts/lib/first-load-scripts.mjs";
import { NEXT_EXPORT_PAGE } from "../support/next-export-page";

const CHUNKS = [
  "/_next/static/chunks/framework.js",
  "/_next/static/chunks/main.js",
  "/_next/static/chunks/runtime.js",
];

describe("first-load scripts", () => {
  it("are the page's own chunks, once each, in the order the page names them", () => {
    expect(firstLoadScripts(NEXT_EXPORT_PAGE)).toEqual(CHUNKS);
  });

  it("leave out nomodule polyfills, inline scripts, data blocks and other origins", () => {
    expect(firstLoadScripts(NEXT_EXPORT_PAGE).join(" ")).not.toMatch(/polyfills|elsewhere/);
  });

  it("are the same once the page defers them", () => {
    expect(firstLoadScripts(deferScripts(NEXT_EXPORT_PAGE))).toEqual(CHUNKS);
  });
});

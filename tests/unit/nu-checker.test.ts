import { describe, expect, it } from "vitest";
import {
  describeFinding,
  groupByMessage,
  type NuMessage,
  sortFindings,
} from "../../scripts/test/nu-checker.mjs";

/** Messages as the checker reported them on this site's export, cut short. */
const page = (name: string) => `file:/site/out/${name}`;
const ERROR: NuMessage = {
  type: "error",
  url: page("index.html"),
  lastLine: 1,
  firstColumn: 22705,
  message: "Element “span” not allowed as child of element “ol” in this context.",
  extract: 'pace-y-8"><span aria-hidden="true"></span',
  hiliteStart: 10,
  hiliteLength: 25,
};
const UNREADABLE: NuMessage = {
  type: "non-document-error",
  subType: "io",
  url: page("gone.html"),
  message: "File not found.",
};
const SECTION: NuMessage = {
  type: "info",
  subType: "warning",
  url: page("404.html"),
  lastLine: 1,
  firstColumn: 13669,
  message: "Section lacks heading.",
  extract: '></footer><section aria-labelledby="consent-title"><div c',
  hiliteStart: 10,
  hiliteLength: 42,
};
const OWN_STYLESHEET: NuMessage = {
  type: "info",
  subType: "warning",
  url: page("404.html"),
  message:
    "Resource violates Content Security Policy (meta tag): external stylesheet “/_next/static/chunks/a.css” blocked by “style-src” directive.",
};
const OTHER_HOST_SCRIPT: NuMessage = {
  ...OWN_STYLESHEET,
  message:
    "Resource violates Content Security Policy (meta tag): external script “https://example.com/a.js” blocked by “script-src” directive.",
};
const inlineScript = (tag: string): NuMessage => ({
  type: "info",
  subType: "warning",
  url: page("index.html"),
  message:
    "Inline script violates Content Security Policy (meta tag): blocked by “script-src” directive (missing “‘unsafe-inline’” or nonce/hash).",
  extract: `)</script>${tag}[`,
  hiliteStart: 10,
  hiliteLength: tag.length,
});
const STRUCTURED_DATA = inlineScript('<script type="application/ld+json">');
const DEFERRED_LIST = inlineScript('<script type="application/json" id="deferred-scripts">');
const UNHASHED_SCRIPT = inlineScript("<script>");
const TRAILING_SLASH: NuMessage = {
  type: "info",
  url: page("index.html"),
  message: "Trailing slash on void elements has no effect.",
};

/** The error the checker gives the document's hold on its first paint, which the Standard allows. */
const renderHold = (markup: string): NuMessage => ({
  type: "error",
  url: page("index.html"),
  message:
    "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.",
  extract: `>x</title>${markup}</head`,
  hiliteStart: 10,
  hiliteLength: markup.length,
});

describe("the Nu HTML Checker's findings", () => {
  it("fails on every error, a page it could not read included", () => {
    expect(sortFindings([ERROR, UNREADABLE, SECTION]).errors).toEqual([ERROR, UNREADABLE]);
  });

  it("shows warnings, but not plain info messages", () => {
    const { errors, warnings } = sortFindings([SECTION, TRAILING_SLASH]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([SECTION]);
  });

  it("leaves out the CSP warnings that come from reading pages as files, and only those", () => {
    const { warnings, noise } = sortFindings([
      OWN_STYLESHEET,
      STRUCTURED_DATA,
      DEFERRED_LIST,
      OTHER_HOST_SCRIPT,
      UNHASHED_SCRIPT,
    ]);
    expect(noise).toBe(3);
    expect(warnings).toEqual([OTHER_HOST_SCRIPT, UNHASHED_SCRIPT]);
  });

  it("never leaves out an error, even one worded as noise", () => {
    const error: NuMessage = { ...OWN_STYLESHEET, type: "error", subType: undefined };
    expect(sortFindings([error])).toEqual({ errors: [error], allowed: 0, warnings: [], noise: 0 });
  });

  it("counts apart the one error the Standard allows (rel=expect blocking=render), on that markup only", () => {
    const allowed = renderHold('<link rel="expect" href="#visible-markup-end" blocking="render"/>');
    const preload = renderHold('<link rel="preload" href="/a.js" as="script" blocking="render"/>');
    const otherMarkup = renderHold('<link rel="expect" href="/elsewhere" blocking="render"/>');
    expect(sortFindings([allowed, preload, otherMarkup])).toEqual({
      errors: [preload, otherMarkup],
      allowed: 1,
      warnings: [],
      noise: 0,
    });
  });

  it("names the page, line and column, and shows the markup", () => {
    expect(describeFinding(ERROR, "/site/out/")).toBe(
      "index.html:1:22705: Element “span” not allowed as child of element “ol” in this context." +
        '\n    <span aria-hidden="true">',
    );
    expect(describeFinding(UNREADABLE, "/site/out/")).toBe("gone.html: File not found.");
  });

  it("shows a warning every page shares once, with its count and first page", () => {
    const elsewhere = { ...SECTION, url: page("index.html") };
    expect(groupByMessage([SECTION, elsewhere, UNHASHED_SCRIPT])).toEqual([
      { count: 2, first: SECTION },
      { count: 1, first: UNHASHED_SCRIPT },
    ]);
  });
});

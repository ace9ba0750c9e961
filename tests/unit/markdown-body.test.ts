import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/config/locale";
import { getAllCaseStudies, getAllPosts } from "@/lib/content";
import { loadCollection } from "@/lib/content/load-collection";
import { urlScheme } from "@/lib/content/markdown";
import { parseContentFile } from "@/lib/content/parse-file";
import { caseStudyFrontMatterSchema, postFrontMatterSchema } from "@/lib/content/schemas";
import { errorOf } from "./support/content-error";
import { postFrontMatter, studyFile } from "./support/content-samples";
import { renderBody } from "./support/render-body";

/**
 * Bodies are data, never code (issue #18, point 8): each hostile construct an editor could save
 * in the CMS either fails the loader naming the file and the line, or renders as inert text.
 */
const FRONT_MATTER = postFrontMatter();
/** The body starts on this line of the file. */
const BODY_LINE = FRONT_MATTER.split("\n").length;
const FILE = "content/blog/hostile.md";

/** A post whose body is two harmless lines, then `hostile` (on line BODY_LINE + 2). */
const postWith = (hostile: string) => `${FRONT_MATTER}## A heading\n\n${hostile}\n\nThe end.\n`;

const load = (source: string, file = FILE) => parseContentFile(file, source, postFrontMatterSchema);

const render = (body: string, file = FILE, firstLine = 1, locale: Locale = "en") =>
  renderBody(body, file, firstLine, locale);

const RAW_HTML: Array<[string, string]> = [
  ["a script element", "<script>alert(document.cookie)</script>"],
  ["an image with an event handler", 'Look: <img src="/x.png" onerror="alert(1)"> here.'],
  ["an iframe", '<iframe src="https://evil.example/"></iframe>'],
  ["any inline tag", "Some <span>marked up</span> words."],
  ["a block tag", '<div class="note">\n\nA note.\n\n</div>'],
  ["a JSX component (MDX)", '<Chart data="x" />'],
  ["a style element", "<style>body{display:none}</style>"],
  ["an HTML comment", "<!-- hidden -->"],
  ["an svg with a script", "<svg><script>alert(1)</script></svg>"],
];

const BAD_URLS: Array<[string, string]> = [
  ["a javascript: link", "[Click](javascript:alert(1))"],
  ["a javascript: link in mixed case", "[Click](JaVaScRiPt:alert(1))"],
  ["a javascript: link spelt with a character reference", "[Click](jav&#x61;script:alert(1))"],
  ["a javascript: link with a leading space", "[Click](< javascript:alert(1)>)"],
  ["a javascript: autolink", "<javascript:alert(1)>"],
  ["a javascript: link by reference", "[x]: javascript:alert(1)\n\n[Click][x]"],
  ["a data: link", "[Open](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["a vbscript: link", "[Open](vbscript:msgbox(1))"],
  ["a file: link", "[Open](file:///etc/passwd)"],
  ["a data: image", "![Logo](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)"],
  ["a javascript: image", "![Logo](javascript:alert(1))"],
  ["an image from another site", "![Pixel](https://tracker.example/p.gif)"],
  ["a protocol-relative image", "![Pixel](//tracker.example/p.gif)"],
  ["an image on this site, which serves no file there", "![A chart](/uploads/chart.png)"],
];

/**
 * Constructs whose URL is written elsewhere in the body (issue #32, point 4): a remote image by
 * reference would load for every visitor before consent. Each is refused on its own line.
 */
const TRACKER = "https://tracker.example/p.gif";
const BY_REFERENCE: Array<[string, string]> = [
  ["a reference-style image", `![Pixel][p]\n\n[p]: ${TRACKER}`],
  ["a collapsed reference image", `![p][]\n\n[p]: ${TRACKER}`],
  ["a shortcut reference image", "![p]\n\n[p]: /uploads/chart.png"],
  ["a reference image in a footnote", `[^1]: ![Pixel][p]\n\nA claim.[^1]\n\n[p]: ${TRACKER}`],
  ["a definition no link uses, with a data: URL", "[p]: data:text/html;base64,PHNjcmlwdD4="],
  [
    "a footnote holding a javascript: link",
    "[^1]: See [this](javascript:alert(1)).\n\nA claim.[^1]",
  ],
  ["an autolink with a vbscript: URL", "<vbscript:msgbox(1)>"],
  ["an autolink with an ftp: URL", "<ftp://files.example/x>"],
];

describe("a hostile body, refused by the loader with the file and the line", () => {
  for (const [what, hostile] of [...RAW_HTML, ...BAD_URLS, ...BY_REFERENCE]) {
    it(`refuses ${what}`, () => {
      const error = errorOf(() => load(postWith(hostile)));
      expect(error.file).toBe(FILE);
      expect(error.line).toBe(BODY_LINE + 2);
      expect(error.message).toMatch(new RegExp(`^content/blog/hostile\\.md:${BODY_LINE + 2}: `));
      expect(error.message).toMatch(/raw HTML|a link may use|a body cannot hold images/);
    });
  }

  it("says what is wrong in words an editor can act on", () => {
    expect(load.bind(null, postWith(RAW_HTML[0]![1]))).toThrow(
      /raw HTML is not allowed in a body \("<script>alert\(document\.cookie\)<\/script>"\)/,
    );
    expect(load.bind(null, postWith(BAD_URLS[0]![1]))).toThrow(
      /a link may use http, https, mailto, tel or a path on this site, not "javascript:"/,
    );
  });

  it("refuses a link the allow-list would silently strip of its address, saying how to write it", () => {
    for (const link of [
      "[Rates](HTTPS://gigloom.example/rates)",
      "[Rates](< https://x.example>)",
    ]) {
      expect(load.bind(null, postWith(link)), link).toThrow(
        /hostile\.md:\d+: write the link's address from "https:", in lower case, with no space/,
      );
    }
    expect(() => load(postWith("[Rates](https://gigloom.example/rates)"))).not.toThrow();
  });

  it("names a reference image as written, whose definition alone would pass", () => {
    expect(load.bind(null, postWith(BY_REFERENCE[0]![1]))).toThrow(
      /hostile\.md:\d+: a body cannot hold images; .* cover field, not "!\[Pixel\]\[p\]"/,
    );
    expect(() => load(postWith(`[Pixel][p]\n\n[p]: ${TRACKER}`))).not.toThrow();
  });

  it("names the line of raw HTML deep in a list, a quote or a table", () => {
    const body = "- one\n- two\n\n> quoted <b>bold</b>\n";
    expect(errorOf(() => load(postWith(body))).line).toBe(BODY_LINE + 5);
    const table = "| a | b |\n| - | - |\n| 1 | <i>2</i> |";
    expect(errorOf(() => load(postWith(table))).line).toBe(BODY_LINE + 4);
  });

  it("fails a collection, so the build and a CMS pull request's CI fail, naming the file", () => {
    const directory = mkdtempSync(join(tmpdir(), "gigloom-hostile-"));
    try {
      writeFileSync(join(directory, "fine.md"), postWith("Fine."));
      writeFileSync(join(directory, "xss.md"), postWith(RAW_HTML[1]![1]));
      const error = errorOf(() => loadCollection(directory, postFrontMatterSchema));
      expect(error.file).toMatch(/xss\.md$/);
      expect(error.message).toMatch(/xss\.md:11: raw HTML/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it("checks case studies the same way", () => {
    const study = studyFile({}, "The story, with [a link](javascript:alert(1)).\n");
    const file = "content/casestudies/fernhollow.md";
    const error = errorOf(() => parseContentFile(file, study, caseStudyFrontMatterSchema));
    expect(error.message).toMatch(/^content\/casestudies\/fernhollow\.md:25: a link may use/);
  });

  it("refuses them in the renderer too, should a body ever skip the loader", () => {
    expect(() => render(RAW_HTML[0]![1])).toThrow(/^content\/blog\/hostile\.md:1: raw HTML/);
    expect(() => render(BAD_URLS[0]![1])).toThrow(/hostile\.md:1: a link may use/);
    expect(() => render(BY_REFERENCE[0]![1])).toThrow(/hostile\.md:1: a body cannot hold images/);
  });
});

describe("what a body may hold", () => {
  it("accepts links to this site, other sites, e-mail and telephone", () => {
    const body = [
      "[Pricing](/pricing), [a post](/blog/how-to-brief-a-creator#goal), [top](#top),",
      "[FTC](https://www.ftc.gov/), [mail](mailto:hello@gigloom.com), [call](tel:+15550100),",
      "[relative](notes/x), <https://gigloom.com>, www.gigloom.com",
    ].join("\n");
    expect(() => load(postWith(body))).not.toThrow();
  });

  it("reads a URL's scheme as the browser does", () => {
    expect(urlScheme("https://x")).toBe("https");
    expect(urlScheme(" \tJava\nScript:alert(1)")).toBe("javascript");
    expect(urlScheme("/blog/a:b")).toBeUndefined();
    expect(urlScheme("?q=a:b")).toBeUndefined();
    expect(urlScheme("#a:b")).toBeUndefined();
  });
});

describe("MDX syntax in a body is Markdown text, never evaluated", () => {
  const MDX = [
    'import fs from "node:fs"',
    "",
    'export const leak = (globalThis.__gigloomPwned = "export")',
    "",
    'Sum: {1+1} and {(globalThis.__gigloomPwned = "expression")}',
  ].join("\n");

  it("loads and renders it as the words written, running none of it", () => {
    expect(() => load(postWith(MDX))).not.toThrow();
    const html = render(MDX);
    expect(html).toBe(
      "<p>import fs from &quot;node:fs&quot;</p>\n" +
        "<p>export const leak = (globalThis.__gigloomPwned = &quot;export&quot;)</p>\n" +
        "<p>Sum: {1+1} and {(globalThis.__gigloomPwned = &quot;expression&quot;)}</p>",
    );
    expect("__gigloomPwned" in globalThis).toBe(false);
  });
});

describe("the published bodies", () => {
  it("render with no script, event handler or script URL", () => {
    for (const { file, body, bodyLine } of [...getAllPosts(), ...getAllCaseStudies()]) {
      const html = render(body, file, bodyLine);
      expect(html, file).not.toMatch(/<script|<iframe|<style|\son[a-z]+=|javascript:|data:/i);
    }
  });
});

describe("a translated body's links", () => {
  it("say the language of a page only English has, and nothing for a page in their own", () => {
    const html = render(
      "Lee [la guía](/blog/usage-rights-and-whitelisting-explained) (en inglés) y [los precios](/es/precios).",
      "content/es/blog/x.md",
      1,
      "es",
    );
    expect(html).toContain(
      '<a hrefLang="en" href="/blog/usage-rights-and-whitelisting-explained">',
    );
    expect(html).toMatch(/<a href="\/es\/precios">/);
  });
});

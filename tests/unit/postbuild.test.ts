import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILE_HINT } from "../../scripts/build/compile-hints.mjs";
import { deferredScripts, LOADER } from "../../scripts/build/deferred-scripts.mjs";
import { firstLoadScripts } from "../../scripts/bench/first-load-scripts.mjs";
import { remoteSources } from "../../scripts/build/csp.mjs";
import { exportedPages, NOT_SITE_PAGES } from "../../scripts/build/html-files.mjs";
import { isDataBlock, nextScriptKind } from "../../scripts/build/inline-script-rule.mjs";
import { readPage } from "../../scripts/build/page-markup.mjs";
import {
  checkNextConfig,
  PAGES_PER_THREAD,
  postprocessExport,
  postprocessPage,
  threadShares,
} from "../../scripts/build/postprocess-export.mjs";
import siteConfig from "../../next.config.mjs";
import floorConfig from "../../bench/floor/next.config.mjs";
import { PORTS } from "../../scripts/shared/project.mjs";
import { FAKE_PRODUCTION_ENV } from "../../scripts/test/production-preview-env.mjs";
import { HEAD_SCRIPT_TEXTS } from "@/lib/head-scripts.mjs";
import { INLINE_SCRIPT } from "../fixtures/next-app/app/inline-script";

/**
 * The post-build step on real Next.js output: a small app (tests/fixtures/next-app) built with
 * the project's own Next.js, inside the repository so it resolves the same packages.
 */
const ROOT = join(__dirname, "../..");
let app: string;
let out: string;
let rawIndex: string;
/** The inline script the fixture's layout writes, declared to the step in the site's place. */
const declared = [INLINE_SCRIPT];

const REMOTE = { connect: ["http://127.0.0.1:9099"], img: [], frame: [] };
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const scriptSources = (policy: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith("script-src "))!
    .split(" ")
    .slice(1);

/** Oracles of their own, not the step's parser: what the raw HTML says, found by text. */
const chunkTags = (html: string) =>
  [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g)].map(
    ([, src]) => src!,
  );
const inlineScriptTexts = (html: string) =>
  [...html.matchAll(/<script(?: id="[^"]*")?>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);

beforeAll(() => {
  mkdirSync(join(ROOT, "tmp"), { recursive: true });
  app = mkdtempSync(join(ROOT, "tmp", "postbuild-"));
  cpSync(join(ROOT, "tests/fixtures/next-app"), app, { recursive: true });
  execFileSync(join(ROOT, "node_modules/.bin/next"), ["build", app], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "pipe",
  });
  out = join(app, "out");
  rawIndex = readFileSync(join(out, "index.html"), "utf8");
}, 180_000);

/** One page through the step, as postprocessExport runs it on the fixture's export. */
const run = (
  html: string,
  options: { defer?: boolean; chunkText?: (src: string) => string } = {},
) => postprocessPage(html, REMOTE, { ...options, declared });

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

describe("the post-build step, on real Next.js output", () => {
  it("defers every first-load chunk of the page, once each, in page order", () => {
    const raw = [...new Set(chunkTags(rawIndex))];
    expect(raw.length).toBeGreaterThan(1);
    const { html, chunks } = run(rawIndex);
    expect(chunks).toEqual(raw);
    expect(deferredScripts(html)).toEqual(raw);
    expect(chunkTags(html)).toEqual([]);
    expect(html).not.toMatch(/<link[^>]*as="script"/);
    expect(html).toContain(`<script>${LOADER}</script></body>`);
    expect(firstLoadScripts(html)).toEqual(raw);
  });

  it("allows exactly the page's inline scripts by hash, and leaves them byte for byte", () => {
    const { html } = run(rawIndex);
    const policy = readPage(html).policy!;
    const inline = inlineScriptTexts(html);
    expect(inline.some((text) => text.includes("self.__next_f"))).toBe(true);
    for (const text of inline) expect(policy).toContain(sha256(text));
    for (const text of inlineScriptTexts(rawIndex)) expect(html).toContain(`>${text}</script>`);
    // The JSON-LD block is data, never run: no hash for it.
    expect(policy).not.toContain(sha256('{"@type":"Organization"}'));
    expect(policy).toContain(sha256('font-family:"Inter", sans-serif'));
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"));
  });

  it("finds a preload whatever the order of its attributes", () => {
    const preload = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/.exec(
      rawIndex,
    );
    expect(preload).not.toBeNull();
    const reordered = rawIndex.replace(
      preload![0],
      `<link href="${preload![1]}" fetchpriority="low" AS="script" rel="preload">`,
    );
    expect(run(reordered).html).not.toContain(preload![1] + '" fetchpriority');
  });

  it("fails on what it does not know rather than leave a page half-done", () => {
    const [first] = chunkTags(rawIndex);
    const withTag = (tag: string) => rawIndex.replace("</head>", `${tag}</head>`);
    const cases: Array<[string, string, RegExp]> = [
      [
        "an integrity hash (SRI)",
        rawIndex.replace(`src="${first}"`, `src="${first}" integrity="sha384-x"`),
        /integrity/,
      ],
      [
        "an assetPrefix",
        rawIndex.replaceAll('src="/_next/', 'src="https://cdn.example/_next/'),
        /assetPrefix/,
      ],
      ["a basePath", rawIndex.replaceAll('src="/_next/', 'src="/base/_next/'), /basePath/],
      ["a deferred script", withTag(`<script defer src="${first}"></script>`), /does not know/],
      ["a module preload", withTag(`<link rel="modulepreload" href="${first}">`), /does not know/],
      [
        "no chunk at all",
        rawIndex
          .replace(/<script src="\/_next\/static\/[^"]+" async=""><\/script>/g, "")
          .replace(/<link rel="preload" as="script"[^>]*>/g, ""),
        /no first-load chunk/,
      ],
      ["a page already done", run(rawIndex).html, /already deferred/],
    ];
    for (const [what, page, error] of cases) {
      expect(() => run(page), what).toThrow(error);
    }
  });

  it("refuses the Next.js options it does not handle, and accepts the project's own", () => {
    expect(() => checkNextConfig(siteConfig)).not.toThrow();
    expect(() => checkNextConfig(floorConfig)).not.toThrow();
    expect(() => checkNextConfig({ output: "export", basePath: "/docs" })).toThrow(/basePath/);
    expect(() => checkNextConfig({ output: "export", assetPrefix: "https://cdn" })).toThrow(
      /assetPrefix/,
    );
    expect(() => checkNextConfig({ output: "export", experimental: { sri: {} } })).toThrow(/sri/);
    expect(() => checkNextConfig({})).toThrow(/export/);
  });

  it("allows the site's <head> scripts by their texts from their module, and no other", () => {
    const withHeadScripts = (texts: readonly string[]) =>
      rawIndex.replace(
        `<script>${INLINE_SCRIPT}</script>`,
        texts.map((text) => `<script>${text}</script>`).join(""),
      );
    expect(HEAD_SCRIPT_TEXTS).toHaveLength(3);
    expect(() => postprocessPage(withHeadScripts(HEAD_SCRIPT_TEXTS), REMOTE)).not.toThrow();
    const [first, ...rest] = HEAD_SCRIPT_TEXTS;
    const changed = [first!.replace('"in"', '"out"'), ...rest];
    expect(() => postprocessPage(withHeadScripts(changed), REMOTE)).toThrow(
      /neither Next's own nor one the site declares/,
    );
  });

  it("passes a page whose inline scripts are all Next's own, declared or data", () => {
    const inline = readPage(rawIndex).scripts.filter((script) => !("src" in script.attributes));
    const kinds = new Set(
      inline.map((script) =>
        isDataBlock(script)
          ? "data block"
          : declared.includes(script.text)
            ? "declared"
            : nextScriptKind(script.text),
      ),
    );
    expect([...kinds].sort()).toEqual(
      ["Turbopack bootstrap", "data block", "declared", "page data", "page-data bootstrap"].sort(),
    );
    expect(() => run(rawIndex)).not.toThrow();
    const chunkText = (src: string) => readFileSync(join(out, src), "utf8");
    expect(() => run(rawIndex, { defer: false, chunkText })).not.toThrow();
  });

  it("fails on any other inline script, naming its start", () => {
    const inBody = (tag: string) => rawIndex.replace("</body>", `${tag}</body>`);
    const flight = /<script>(self\.__next_f\.push\(\[1,[\s\S]*?)<\/script>/.exec(rawIndex)![1]!;
    const cases: Array<[string, string, string]> = [
      ["a script of its own", inBody("<script>alert(document.cookie)</script>"), "alert(document"],
      [
        "code after Next's page data",
        rawIndex.replace(flight, `${flight};alert(1)`),
        "self.__next_f.push([1,",
      ],
      [
        "code as Next's page data",
        inBody("<script>self.__next_f.push([1,alert(1)])</script>"),
        "self.__next_f.push([1,alert(1)])",
      ],
      [
        "code after Next's bootstrap",
        inBody("<script>(self.__next_f=self.__next_f||[]).push([0]);alert(1)</script>"),
        "(self.__next_f=self.__next_f||[]).push([0]);alert(1)",
      ],
      [
        "code as Turbopack's bootstrap",
        inBody(
          '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));</script>',
        ),
        "(globalThis[",
      ],
      [
        "a declared script as a module",
        inBody(`<script type="module">${INLINE_SCRIPT}</script>`),
        'type="module"',
      ],
      ["a script of an unknown type", inBody('<script type="text/x">x</script>'), 'type="text/x"'],
      ["a script in an SVG", inBody("<svg><script>alert(1)</script></svg>"), "alert(1)"],
      ["a script the page does not declare", rawIndex, INLINE_SCRIPT.slice(0, 20)],
    ];
    for (const [what, page, start] of cases) {
      const options = what.includes("does not declare") ? [] : declared;
      expect(() => postprocessPage(page, REMOTE, { declared: options }), what).toThrow(
        /An inline script that is neither Next's own nor one the site declares/,
      );
      expect(() => postprocessPage(page, REMOTE, { declared: options }), what).toThrow(start);
    }
  });

  it("fails on an event-handler attribute or a javascript: URL anywhere in the page", () => {
    const inBody = (tag: string) => rawIndex.replace("</body>", `${tag}</body>`);
    const cases: Array<[string, string]> = [
      ['<img src="/x.png" onerror="alert(1)">', "onerror"],
      ['<p ONCLICK="alert(1)">x</p>', "onclick"],
      ['<a href="javascript:alert(1)">x</a>', "href"],
      ['<a href=" JAVA&#9;SCRIPT:alert(1)">x</a>', "href"],
      ['<form action="vbscript:msgbox(1)"></form>', "action"],
      ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', "href"],
      ['<iframe src="javascript:alert(1)"></iframe>', "src"],
    ];
    for (const [tag, name] of cases) {
      expect(() => run(inBody(tag)), tag).toThrow(
        new RegExp(`${name}="[^"]*"> would run script`, "i"),
      );
    }
    const harmless = '<a href="/pricing">x</a><img src="data:image/gif;base64,R0lGOD" alt="">';
    expect(() => run(inBody(harmless))).not.toThrow();
  });

  it("fails the whole export naming the page", async () => {
    const copy = mkdtempSync(join(ROOT, "tmp", "postbuild-bad-"));
    try {
      cpSync(out, copy, { recursive: true });
      const page = join(copy, "index.html");
      writeFileSync(page, rawIndex.replace("</body>", "<script>alert(1)</script></body>"));
      await expect(postprocessExport(copy, REMOTE, { declared })).rejects.toThrow(
        /index\.html: An inline script that is neither Next's own[^]*alert\(1\)/,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("deals the pages out to the cores, each page to one thread, no thread with too few", () => {
    const pages = Array.from({ length: PAGES_PER_THREAD * 3 + 1 }, (_, index) => index);
    const shares = threadShares(pages, 2);
    expect(shares).toHaveLength(2);
    expect(shares.flat().sort((a, b) => a - b)).toEqual(pages);
    expect(threadShares(pages, 8)).toHaveLength(3);
    expect(threadShares(pages.slice(0, PAGES_PER_THREAD - 1), 2)).toEqual([
      pages.slice(0, PAGES_PER_THREAD - 1),
    ]);
  });

  /** A copy of the fixture's export with PAGES_PER_THREAD × 2 more pages: its index's markup. */
  function largeCopy() {
    const copy = mkdtempSync(join(ROOT, "tmp", "postbuild-many-"));
    cpSync(out, copy, { recursive: true });
    const extra = Array.from({ length: PAGES_PER_THREAD * 2 }, (_, index) =>
      join(copy, `page-${index}.html`),
    );
    for (const page of extra) writeFileSync(page, rawIndex);
    return { copy, extra };
  }

  it("rewrites an export large enough for several threads, each page once", async () => {
    const { copy, extra } = largeCopy();
    try {
      const result = await postprocessExport(copy, REMOTE, { declared });
      expect(result.pages).toBe(exportedPages(copy).length);
      for (const page of extra) {
        const html = readFileSync(page, "utf8");
        expect(html.match(/http-equiv="Content-Security-Policy"/gi), page).toHaveLength(1);
        expect(deferredScripts(html), page).toEqual(chunkTags(rawIndex));
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("fails a large export naming the page, whichever thread has it", async () => {
    const { copy, extra } = largeCopy();
    try {
      const bad = extra.at(-1)!;
      writeFileSync(bad, rawIndex.replace("</body>", "<script>alert(2)</script></body>"));
      await expect(postprocessExport(copy, REMOTE, { declared })).rejects.toThrow(
        /page-79\.html: An inline script that is neither Next's own[^]*alert\(2\)/,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  /** postprocessExport on a copy of the fixture's export, whose pages it returns. */
  async function processedCopy(
    options: Parameters<typeof postprocessExport>[2],
    remote: Parameters<typeof postprocessExport>[1] = REMOTE,
  ) {
    const copy = mkdtempSync(join(ROOT, "tmp", "postbuild-copy-"));
    cpSync(out, copy, { recursive: true });
    await postprocessExport(copy, remote, options);
    return copy;
  }

  it("trusts scripts on every page only by hash and 'strict-dynamic', never a host, with Analytics and App Check configured", async () => {
    expect(FAKE_PRODUCTION_ENV.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID).toBeTruthy();
    expect(FAKE_PRODUCTION_ENV.NEXT_PUBLIC_RECAPTCHA_SITE_KEY).toBeTruthy();
    const copy = await processedCopy({ declared }, remoteSources(FAKE_PRODUCTION_ENV, PORTS));
    try {
      const pages = exportedPages(copy);
      expect(pages.length).toBeGreaterThan(1);
      for (const file of pages) {
        const sources = scriptSources(readPage(readFileSync(file, "utf8")).policy!);
        expect(sources[0], file).toBe("'strict-dynamic'");
        // 'self' is there for a browser without 'strict-dynamic'; one with it ignores 'self'.
        const others = sources.filter((source) => !/^'sha256-[\w+/]+=*'$/.test(source));
        expect(others, file).toEqual(["'strict-dynamic'", "'self'"]);
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("without the deferral, allows each chunk tag and its preload by the integrity of the chunk as served", async () => {
    const copy = await processedCopy({ declared, defer: false });
    try {
      const html = readFileSync(join(copy, "index.html"), "utf8");
      const tags = [...html.matchAll(/<script src="([^"]+)" async="" integrity="([^"]+)">/g)];
      expect(tags.map(([, src]) => src)).toEqual(chunkTags(rawIndex));
      const sources = scriptSources(readPage(html).policy!);
      for (const [, src, integrity] of tags) {
        const served = readFileSync(join(copy, src!), "utf8");
        expect(served.startsWith(COMPILE_HINT), src).toBe(true);
        expect(`'${integrity}'`, src).toBe(sha256(served));
        expect(sources, src).toContain(`'${integrity}'`);
      }
      const preloads = [...html.matchAll(/<link rel="preload" as="script"[^>]*>/g)];
      expect(preloads.length).toBeGreaterThan(0);
      for (const [link] of preloads) {
        const src = /href="([^"]+)"/.exec(link)![1];
        const integrity = tags.find(([, tagged]) => tagged === src)?.[2];
        expect(link).toContain(`integrity="${integrity}"`);
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("rewrites the whole export and hints exactly the first-load chunks, the CMS aside", async () => {
    const pages = readdirSync(out).filter((name) => name.endsWith(".html"));
    // The site's /admin/ (which sends editors to the CMS's origin) has its own page and policy:
    // the step leaves it as it is.
    expect(NOT_SITE_PAGES).toContain("admin");
    const admin =
      "<!doctype html><html><head><script>CMS.init()</script></head><body></body></html>";
    mkdirSync(join(out, "admin"), { recursive: true });
    writeFileSync(join(out, "admin", "index.html"), admin);
    const polyfills = [...rawIndex.matchAll(/<script src="([^"]+)" noModule=""><\/script>/g)].map(
      ([, src]) => src!,
    );
    const result = await postprocessExport(out, REMOTE, { declared });
    expect(result.pages).toBe(pages.length);
    const hinted = deferredScripts(readFileSync(join(out, "index.html"), "utf8"));
    for (const chunk of hinted) {
      expect(readFileSync(join(out, chunk), "utf8").startsWith(COMPILE_HINT), chunk).toBe(true);
    }
    for (const polyfill of polyfills) {
      expect(readFileSync(join(out, polyfill), "utf8").startsWith(COMPILE_HINT)).toBe(false);
    }
    expect(readFileSync(join(out, "admin", "index.html"), "utf8")).toBe(admin);
  });
});

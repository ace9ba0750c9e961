import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILE_HINT } from "../../scripts/lib/compile-hints.mjs";
import { deferredScripts, LOADER } from "../../scripts/lib/deferred-scripts.mjs";
import { firstLoadScripts } from "../../scripts/lib/first-load-scripts.mjs";
import { readPage } from "../../scripts/lib/page-markup.mjs";
import {
  checkNextConfig,
  postprocessExport,
  postprocessPage,
} from "../../scripts/lib/postbuild.mjs";
import siteConfig from "../../next.config.mjs";
import floorConfig from "../../bench/floor/next.config.mjs";

/**
 * The post-build step on real Next.js output: a small app (tests/fixtures/next-app) built with
 * the project's own Next.js, inside the repository so it resolves the same packages.
 */
const ROOT = join(__dirname, "../..");
let app: string;
let out: string;
let rawIndex: string;

const REMOTE = { script: [], connect: ["http://127.0.0.1:9099"], img: [], frame: [] };
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

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

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

describe("the post-build step, on real Next.js output", () => {
  it("defers every first-load chunk of the page, once each, in page order", () => {
    const raw = [...new Set(chunkTags(rawIndex))];
    expect(raw.length).toBeGreaterThan(1);
    const { html, chunks } = postprocessPage(rawIndex, REMOTE);
    expect(chunks).toEqual(raw);
    expect(deferredScripts(html)).toEqual(raw);
    expect(chunkTags(html)).toEqual([]);
    expect(html).not.toMatch(/<link[^>]*as="script"/);
    expect(html).toContain(`<script>${LOADER}</script></body>`);
    expect(firstLoadScripts(html)).toEqual(raw);
  });

  it("allows exactly the page's inline scripts by hash, and leaves them byte for byte", () => {
    const { html } = postprocessPage(rawIndex, REMOTE);
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
    expect(postprocessPage(reordered, REMOTE).html).not.toContain(preload![1] + '" fetchpriority');
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
      ["a page already done", postprocessPage(rawIndex, REMOTE).html, /already deferred/],
    ];
    for (const [what, page, error] of cases) {
      expect(() => postprocessPage(page, REMOTE), what).toThrow(error);
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

  it("rewrites the whole export and hints exactly the first-load chunks", () => {
    const pages = readdirSync(out).filter((name) => name.endsWith(".html"));
    const polyfills = [...rawIndex.matchAll(/<script src="([^"]+)" noModule=""><\/script>/g)].map(
      ([, src]) => src!,
    );
    const result = postprocessExport(out, REMOTE);
    expect(result.pages).toBe(pages.length);
    const hinted = deferredScripts(readFileSync(join(out, "index.html"), "utf8"));
    for (const chunk of hinted) {
      expect(readFileSync(join(out, chunk), "utf8").startsWith(COMPILE_HINT), chunk).toBe(true);
    }
    for (const polyfill of polyfills) {
      expect(readFileSync(join(out, polyfill), "utf8").startsWith(COMPILE_HINT)).toBe(false);
    }
  });
});

import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFERRED_SCRIPTS_ID } from "../../scripts/build/deferred-scripts.mjs";
import { AFTER_PAINT_PRELOADS_ID } from "@/lib/search/after-paint-preloads.mjs";
import { buildSearchIndex, SEARCH_INDEX_DIR } from "../../scripts/build/search-index.mjs";
import { preloadSearchFiles, searchPreloads } from "../../scripts/build/search-preloads.mjs";
import { ENTRY_FILE, entryFileAt } from "@/lib/search/index-files.mjs";
import { preloadedEntryTag } from "@/lib/search/preloaded-entry-tag";
import { RUNS_WEBASSEMBLY } from "@/lib/search/runs-webassembly.mjs";

const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"/><title>t</title></head><body>${body}</body></html>`;
const searchPage = (lang: string) =>
  page(lang, `<form ${RUNS_WEBASSEMBLY}=""><input name="q"/></form>`);

/** A small export with a search page per language, as the post-build step leaves it. */
const EXPORT: Record<string, string> = {
  "index.html": page("en", '<main data-pagefind-body=""><h1>Home</h1><p>Brands.</p></main>'),
  "blog/rights.html": page("en", '<main data-pagefind-body=""><h1>Rights</h1></main>'),
  "es/blog/derechos.html": page("es", '<main data-pagefind-body=""><h1>Derechos</h1></main>'),
  "search.html": searchPage("en"),
  "es/buscar.html": searchPage("es"),
  "pricing.html": page("en", "<h1>Pricing</h1>"),
};

let out: string;
const read = (file: string) => readFileSync(join(out, file), "utf8");
/** The search files a page preloads, by the links in its head. */
const preloadedBy = (html: string) =>
  [...html.matchAll(/<link rel="(?:module)?preload" href="([^"]+)"[^>]*>/g)].map(
    ([, href]) => href!,
  );

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "search-preloads-"));
  for (const [file, html] of Object.entries(EXPORT)) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), html);
  }
  await buildSearchIndex(out);
}, 60_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the search pages' preloads", () => {
  it("give each search page its own language's engine, each file of which exists, and no other page any", () => {
    expect(preloadSearchFiles(out).map(({ lang }) => lang)).toEqual(
      expect.arrayContaining(["en", "es"]),
    );
    const english = preloadedBy(read("search.html"));
    const spanish = preloadedBy(read("es/buscar.html"));
    expect(english).toContain("/pagefind/pagefind.js");
    expect(english).toContain("/pagefind/wasm.en.pagefind");
    expect(english.some((href) => href.startsWith("/pagefind/pagefind.en_"))).toBe(true);
    expect(english.some((href) => /(^|[/.])es[._]/.test(href))).toBe(false);
    expect(spanish).toContain("/pagefind/wasm.es.pagefind");
    expect(spanish.some((href) => /(^|[/.])en[._]/.test(href))).toBe(false);
    for (const href of [...english, ...spanish])
      expect(existsSync(join(out, new URL(href, "http://localhost/").pathname)), href).toBe(true);
    expect(preloadedBy(read("pricing.html"))).toEqual([]);
    expect(preloadedBy(read("index.html"))).toEqual([]);
  });

  it("name the entry file at a tag of its content, which the page's code reads and gives Pagefind", () => {
    const english = preloadedBy(read("search.html"));
    const tag = preloadedEntryTag(english, `/${SEARCH_INDEX_DIR}/`);
    const entry = readFileSync(join(out, SEARCH_INDEX_DIR, ENTRY_FILE));
    expect(tag).toBe(createHash("sha256").update(entry).digest("hex").slice(0, 16));
    expect(english).toContain(`/${SEARCH_INDEX_DIR}/${entryFileAt(tag!)}`);
  });

  it("are fetched as Pagefind fetches them, so that the browser uses them", () => {
    const links = read("search.html").match(/<link [^>]*\/pagefind\/[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      expect(link).toMatch(
        /rel="modulepreload" href="\/pagefind\/pagefind\.js"|rel="preload" [^>]*as="fetch" crossorigin="anonymous"/,
      );
    }
  });

  it("replace an earlier run's, which name an earlier index's files", () => {
    const before = read("search.html");
    preloadSearchFiles(out);
    expect(read("search.html")).toBe(before);
  });

  it("leave the index chunks and fragments to each query, however small the index", () => {
    const { data } = searchPreloads(join(out, SEARCH_INDEX_DIR), "en");
    expect(data).toContain("wasm.en.pagefind");
    expect(data.some((file) => /^(index|fragment)\//.test(file))).toBe(false);
  });

  it("refuse a language the index does not have", () => {
    expect(() => searchPreloads(join(out, SEARCH_INDEX_DIR), "fr")).toThrow(/no language "fr"/);
  });
});

describe("the preloads of a search page whose chunks wait for the first paint", () => {
  const deferred = (lang: string) =>
    page(
      lang,
      `<form ${RUNS_WEBASSEMBLY}=""><input name="q"/></form>` +
        `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">["/_next/static/a.js"]</script>`,
    );
  let deferredOut: string;
  const afterPaintList = (html: string) => {
    const block = new RegExp(
      `<script type="application/json" id="${AFTER_PAINT_PRELOADS_ID}">(.*?)</script>`,
    ).exec(html);
    return block ? (JSON.parse(block[1]!) as [string, string][]) : undefined;
  };

  beforeAll(async () => {
    deferredOut = mkdtempSync(join(tmpdir(), "search-preloads-deferred-"));
    writeFileSync(join(deferredOut, "index.html"), EXPORT["index.html"]!);
    writeFileSync(join(deferredOut, "search.html"), deferred("en"));
    await buildSearchIndex(deferredOut);
  }, 60_000);

  afterAll(() => rmSync(deferredOut, { recursive: true, force: true }));

  it("are listed for the chunk loader, after the page's content, and not in its head", () => {
    preloadSearchFiles(deferredOut);
    const html = readFileSync(join(deferredOut, "search.html"), "utf8");
    expect(preloadedBy(html)).toEqual([]);
    const list = afterPaintList(html);
    expect(list?.[0]).toEqual(["/pagefind/pagefind.js", "module"]);
    expect(list).toContainEqual(["/pagefind/wasm.en.pagefind", "fetch"]);
    for (const [href] of list ?? [])
      expect(existsSync(join(deferredOut, new URL(href, "http://localhost/").pathname)), href).toBe(
        true,
      );
    expect(html.indexOf(AFTER_PAINT_PRELOADS_ID)).toBeGreaterThan(html.indexOf("</form>"));
  });

  it("replace an earlier run's list", () => {
    preloadSearchFiles(deferredOut);
    const before = readFileSync(join(deferredOut, "search.html"), "utf8");
    preloadSearchFiles(deferredOut);
    expect(readFileSync(join(deferredOut, "search.html"), "utf8")).toBe(before);
  });
});

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSearchIndex, pageUrl, SEARCH_INDEX_DIR } from "../../scripts/build/search-index.mjs";

const page = (lang: string, body: string, head = "") =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>t</title>${head}</head><body><header>Menu words</header><main>${body}</main></body></html>`;

/** A small export: what the post-build step hands the indexer. */
const EXPORT: Record<string, string> = {
  "index.html": page(
    "en",
    '<div data-pagefind-body=""><h1>Home</h1><p>Brands hire creators.</p></div>',
  ),
  "blog/usage-rights.html": page(
    "en",
    '<article data-pagefind-body=""><h1>Rights</h1><p>Whitelisting explained.</p></article>',
  ),
  "blog.html": page("en", "<h1>Blog</h1><p>A list of every post.</p>"),
  "es/blog/derechos.html": page(
    "es",
    '<article data-pagefind-body=""><h1>Derechos</h1><p>Licencias explicadas.</p></article>',
  ),
  "drafts/hidden.html": page(
    "en",
    '<article data-pagefind-body=""><h1>Hidden</h1></article>',
    '<meta name="robots" content="noindex"/>',
  ),
};

let out: string;
let result: Awaited<ReturnType<typeof buildSearchIndex>>;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), "search-index-"));
  for (const [file, html] of Object.entries(EXPORT)) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), html);
  }
  result = await buildSearchIndex(out);
}, 60_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the search index", () => {
  it("holds only the pages that mark their content, and no page that asks not to be indexed", () => {
    expect(result).toEqual({ pages: 3, languages: ["en", "es"] });
  });

  it("is one index per language, each with its own pages", () => {
    const entry = JSON.parse(
      readFileSync(join(out, SEARCH_INDEX_DIR, "pagefind-entry.json"), "utf8"),
    );
    expect(entry.languages.en.page_count).toBe(2);
    expect(entry.languages.es.page_count).toBe(1);
  });

  it("ships the query engine but not Pagefind's ready-made interfaces", () => {
    const file = (name: string) => existsSync(join(out, SEARCH_INDEX_DIR, name));
    expect(file("pagefind.js")).toBe(true);
    expect(file("wasm.es.pagefind")).toBe(true);
    expect(
      ["pagefind-ui.js", "pagefind-modular-ui.js", "pagefind-component-ui.js"].filter(file),
    ).toEqual([]);
  });
});

describe("a page's address in the index", () => {
  it.each([
    ["index.html", "/"],
    ["es.html", "/es"],
    ["blog/usage-rights.html", "/blog/usage-rights"],
    ["es/casos-de-exito/kelpwise.html", "/es/casos-de-exito/kelpwise"],
  ])("%s is served at %s", (file, url) => {
    expect(pageUrl("/site/out", join("/site/out", file))).toBe(url);
  });
});

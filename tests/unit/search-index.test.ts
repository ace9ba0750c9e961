import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildSearchIndex,
  fragmentFiles,
  PAGES_PER_FRAGMENT_FILE,
  pageUrl,
  SEARCH_INDEX_DIR,
} from "../../scripts/build/search-index.mjs";

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

describe("the result fragments of a growing site", () => {
  // More than the four files a small site has could hold at six pages each.
  const POSTS = 4 * PAGES_PER_FRAGMENT_FILE + 1;
  let grown: string;

  /** How many pages' fragments each fragment file of `lang` holds (Pagefind's gzip). */
  const fragmentFilePages = (lang: string) => {
    const folder = join(grown, SEARCH_INDEX_DIR, "fragment");
    return readdirSync(folder)
      .filter((name) => name.startsWith(`${lang}_`))
      .map((name) => {
        // A bundle ("en_group_…") maps its pages' ids to their fragments; any other file is one
        // page's fragment.
        if (!name.includes("_group_")) return 1;
        const text = gunzipSync(readFileSync(join(folder, name))).toString("utf8");
        return Object.keys(JSON.parse(text.slice(text.indexOf("{")))).length;
      });
  };

  beforeAll(async () => {
    grown = mkdtempSync(join(tmpdir(), "search-index-grown-"));
    mkdirSync(join(grown, "blog"));
    mkdirSync(join(grown, "es"));
    for (let n = 1; n <= POSTS; n += 1) {
      const body = `<article data-pagefind-body=""><h1>Post ${n}</h1><p>Words ${n}.</p></article>`;
      writeFileSync(join(grown, "blog", `post-${n}.html`), page("en", body));
    }
    writeFileSync(
      join(grown, "es", "uno.html"),
      page("es", '<article data-pagefind-body=""><h1>Uno</h1></article>'),
    );
    await buildSearchIndex(grown);
  }, 60_000);

  afterAll(() => rmSync(grown, { recursive: true, force: true }));

  it(`are bundled ${PAGES_PER_FRAGMENT_FILE} pages to a file at most, every page in one`, () => {
    const english = fragmentFilePages("en");
    expect(english.reduce((sum, pages) => sum + pages, 0)).toBe(POSTS);
    expect(Math.max(...english)).toBeLessThanOrEqual(PAGES_PER_FRAGMENT_FILE);
    expect(fragmentFilePages("es")).toEqual([1]);
  });

  it("take as many files as the largest language needs, and one for a single page", () => {
    expect(fragmentFiles([POSTS, 1])).toBe(5);
    expect(fragmentFiles([1])).toBe(1);
    expect(fragmentFiles([])).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import {
  COMPILE_HINT,
  firstLoadScripts,
  withCompileHint,
} from "../../scripts/lib/compile-hints.mjs";

const page = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>
<script src="/_next/static/chunks/framework.js" async=""></script>
<script src="/_next/static/chunks/main.js" async=""></script>
<script>document.documentElement.dataset.auth="out"</script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/page.js" async=""></script>
<script src="https://example.com/elsewhere.js"></script></body></html>`;

describe("compile hints", () => {
  it("finds the chunks a page runs as it loads, once each", () => {
    expect(firstLoadScripts(page)).toEqual([
      "/_next/static/chunks/framework.js",
      "/_next/static/chunks/main.js",
      "/_next/static/chunks/page.js",
    ]);
  });

  it("leaves out nomodule polyfills, inline scripts, data blocks and other origins", () => {
    const found = firstLoadScripts(page).join(" ");
    expect(found).not.toMatch(/polyfills|elsewhere|late/);
  });

  it("puts V8's magic comment on the first line, once", () => {
    const source = "(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);";
    const hinted = withCompileHint(source);
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(hinted).toBe(COMPILE_HINT + source);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

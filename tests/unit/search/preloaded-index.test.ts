import { describe, expect, it } from "vitest";
import { entryFileAt, entryTagIn } from "@/lib/search/index-files.mjs";
import { preloadedIndex } from "@/lib/search/preloaded-index";

describe("what the search page's preloads say about its index", () => {
  it("reads the entry file's tag back as it was written, whatever its characters", () => {
    for (const tag of ["36ba4261833bbd91", "a b&c=d"]) {
      expect(entryTagIn(`/pagefind/${entryFileAt(tag)}`)).toBe(tag);
    }
    expect(entryTagIn("/pagefind/pagefind.js")).toBeUndefined();
    expect(entryTagIn("/pagefind/other-entry.json?ts=1")).toBeUndefined();
  });

  it("finds the tag and the fragments under the index's path only", () => {
    expect(
      preloadedIndex(
        [
          "/pagefind/pagefind.js",
          `/pagefind/${entryFileAt("abc")}`,
          "/pagefind/wasm.en.pagefind",
          "/pagefind/fragment/en_group_1.pf_fragment",
        ],
        "/pagefind/",
      ),
    ).toEqual({ entryTag: "abc", whole: true });
    expect(
      preloadedIndex(
        ["/elsewhere/fragment/x.pf_fragment", `/elsewhere/${entryFileAt("x")}`],
        "/pagefind/",
      ),
    ).toEqual({ whole: false });
  });

  it("says nothing is preloaded on a page without preloads (a dev server)", () => {
    expect(preloadedIndex([], "/pagefind/")).toEqual({ whole: false });
  });
});

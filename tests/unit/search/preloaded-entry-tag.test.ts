import { describe, expect, it } from "vitest";
import { entryFileAt, entryTagIn } from "@/lib/search/index-files.mjs";
import { preloadedEntryTag } from "@/lib/search/preloaded-entry-tag";

describe("what the search page's preloads say about its index", () => {
  it("reads the entry file's tag back as it was written, whatever its characters", () => {
    for (const tag of ["36ba4261833bbd91", "a b&c=d"]) {
      expect(entryTagIn(`/pagefind/${entryFileAt(tag)}`)).toBe(tag);
    }
    expect(entryTagIn("/pagefind/pagefind.js")).toBeUndefined();
    expect(entryTagIn("/pagefind/other-entry.json?ts=1")).toBeUndefined();
  });

  it("finds the tag under the index's path only", () => {
    expect(
      preloadedEntryTag(
        ["/pagefind/pagefind.js", `/pagefind/${entryFileAt("abc")}`, "/pagefind/wasm.en.pagefind"],
        "/pagefind/",
      ),
    ).toBe("abc");
    expect(preloadedEntryTag([`/elsewhere/${entryFileAt("x")}`], "/pagefind/")).toBeUndefined();
  });

  it("finds none on a page without preloads (a dev server)", () => {
    expect(preloadedEntryTag([], "/pagefind/")).toBeUndefined();
  });
});

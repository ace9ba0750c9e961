import { describe, expect, it } from "vitest";
import { wordsFromPath } from "@/lib/not-found/path-words";

describe("the words of a path that led nowhere", () => {
  it.each([
    ["/blog/usage-rigts", "usage rigts"],
    ["/pricng", "pricng"],
    ["/es/precio", "precio"],
    ["/es/casos-de-exito/kelpwize", "kelpwize"],
    ["/blog/tags/creator_marketing/", "creator marketing"],
    ["/Blog/Usage-Rights", "usage rights"],
    ["/how-to-brief.html", "how to brief"],
    ["/blog/caf%C3%A9-ugc?utm_source=x#top", "café ugc"],
    ["/blog/bad%E0%A4%A", "bad%e0%a4%a"],
  ])("%s → %j", (path, words) => {
    expect(wordsFromPath(path)).toBe(words);
  });

  it("keeps the last slug when the path is slugs alone", () => {
    expect(wordsFromPath("/blog/tags")).toBe("tags");
    expect(wordsFromPath("/es/buscar")).toBe("buscar");
  });

  it("is empty for a language's home or the root", () => {
    expect(wordsFromPath("/es")).toBe("");
    expect(wordsFromPath("/")).toBe("");
  });

  it("stops at a search-sized term", () => {
    expect(wordsFromPath(`/${"word-".repeat(40)}`).length).toBeLessThanOrEqual(80);
  });
});

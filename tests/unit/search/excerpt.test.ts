import { describe, expect, it } from "vitest";
import { excerptParts } from "@/lib/search/excerpt-parts.mjs";

describe("excerptParts", () => {
  it("splits Pagefind's excerpt into plain runs and marked ones", () => {
    expect(excerptParts("Grant <mark>usage</mark> <mark>rights</mark> for a year.")).toEqual([
      { text: "Grant ", marked: false },
      { text: "usage", marked: true },
      { text: " ", marked: false },
      { text: "rights", marked: true },
      { text: " for a year.", marked: false },
    ]);
  });

  it("decodes character references once, so escaped markup stays text", () => {
    expect(excerptParts("A &lt;script&gt; &amp;amp; &#8220;quote&#x201D; &nbsp;")).toEqual([
      { text: "A <script> &amp; “quote” &nbsp;", marked: false },
    ]);
  });

  it("drops any tag but <mark>, keeping its text", () => {
    expect(
      excerptParts('<img src=x onerror="alert(1)"><b>bold</b> <MARK class="x">hit</MARK>'),
    ).toEqual([
      { text: "bold ", marked: false },
      { text: "hit", marked: true },
    ]);
  });

  it("gives nothing for an empty excerpt", () => {
    expect(excerptParts("")).toEqual([]);
  });
});

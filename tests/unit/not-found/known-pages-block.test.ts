import { describe, expect, it } from "vitest";
import {
  knownListFile,
  knownPagesBlockText,
  readKnownPages,
  readKnownPagesBlock,
} from "@/lib/not-found/known-pages-block";

describe("the 404 page's data block", () => {
  const pages = [
    { path: "/pricing", title: "Pricing", locale: "en" as const },
    { path: "/blog/x", title: "A </script><script>alert(1)</script> title", locale: "en" as const },
  ];
  const lists = [{ path: "/es/blog", file: knownListFile("es", "blog") }];

  it("reads back the sections and lists it was written from", () => {
    expect(readKnownPagesBlock(knownPagesBlockText({ pages, lists }))).toEqual({ pages, lists });
  });

  it("cannot be ended early by a title", () => {
    expect(knownPagesBlockText({ pages, lists })).not.toContain("</script");
  });

  it.each([null, "", "not json", "[]", '{"pages":{},"lists":"x"}'])(
    "gives no page and no list for %j",
    (text) => {
      expect(readKnownPagesBlock(text)).toEqual({ pages: [], lists: [] });
    },
  );

  it("leaves out a list whose file is not one the build writes", () => {
    const text = '{"pages":[],"lists":[{"path":"/blog","file":"https://example.com/x.json"}]}';
    expect(readKnownPagesBlock(text).lists).toEqual([]);
  });
});

describe("a list's file of known pages", () => {
  it.each([null, "", "not json", "{}", '[{"path":"pricing","title":"x","locale":"en"}]'])(
    "gives no page for %j",
    (text) => {
      expect(readKnownPages(text)).toEqual([]);
    },
  );

  it("leaves out an entry in a language the site does not speak", () => {
    expect(readKnownPages('[{"path":"/fr/prix","title":"Prix","locale":"fr"}]')).toEqual([]);
  });
});

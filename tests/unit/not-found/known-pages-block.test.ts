import { describe, expect, it } from "vitest";
import { knownPagesBlockText, readKnownPages } from "@/lib/not-found/known-pages-block";

describe("the 404 page's data block", () => {
  const pages = [
    { path: "/pricing", title: "Pricing", locale: "en" as const },
    { path: "/blog/x", title: "A </script><script>alert(1)</script> title", locale: "en" as const },
  ];

  it("reads back the pages it was written from", () => {
    expect(readKnownPages(knownPagesBlockText(pages))).toEqual(pages);
  });

  it("cannot be ended early by a title", () => {
    expect(knownPagesBlockText(pages)).not.toContain("</script");
  });

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

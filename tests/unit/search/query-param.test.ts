import { describe, expect, it } from "vitest";
import { queryFrom, withQuery } from "@/lib/search/query-param";

describe("the search page's ?q=", () => {
  it("is read as the words typed, spaces and all", () => {
    expect(queryFrom("?q=usage+rights")).toBe("usage rights");
    expect(queryFrom("?q=derechos%20de%20uso&utm_source=x")).toBe("derechos de uso");
    expect(queryFrom("")).toBe("");
  });

  it("is written beside the other parameters and the fragment, and removed for an empty box", () => {
    const page = "https://gigloom.com/search?utm_source=mail#top";
    expect(withQuery(page, "usage rights")).toBe(
      "https://gigloom.com/search?utm_source=mail&q=usage+rights#top",
    );
    expect(withQuery("https://gigloom.com/es/buscar?q=uso", "  ")).toBe(
      "https://gigloom.com/es/buscar",
    );
  });

  it("round-trips words with & and # in them", () => {
    const href = withQuery("https://gigloom.com/search", "R&D #1");
    expect(queryFrom(new URL(href).search)).toBe("R&D #1");
  });
});

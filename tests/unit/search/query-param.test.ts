import { describe, expect, it } from "vitest";
import { queryFrom, withoutQuery } from "@/lib/search/query-param";

describe("the search forms' ?q=", () => {
  it("is read as the words typed, spaces, & and # and all", () => {
    expect(queryFrom("?q=usage+rights")).toBe("usage rights");
    expect(queryFrom("?q=derechos%20de%20uso&utm_source=x")).toBe("derechos de uso");
    expect(queryFrom("?q=R%26D+%231")).toBe("R&D #1");
    expect(queryFrom("")).toBe("");
  });

  it("leaves an address, whose other parameters and fragment stay", () => {
    expect(withoutQuery("https://gigloom.com/search?utm_source=mail&q=a%40b.co#top")).toBe(
      "https://gigloom.com/search?utm_source=mail#top",
    );
    expect(withoutQuery("https://gigloom.com/es/buscar?q=uso")).toBe(
      "https://gigloom.com/es/buscar",
    );
    expect(withoutQuery("https://gigloom.com/pricing")).toBe("https://gigloom.com/pricing");
  });
});

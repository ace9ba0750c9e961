import { describe, expect, it } from "vitest";
import { shownBio } from "@/lib/directory/shown-bio";

describe("the bio a creator's page shows", () => {
  it("is the page's language's, else the other one, marked with its language, else none", () => {
    expect(shownBio({ en: "Recipes.", es: "Recetas." }, "es")).toEqual({
      text: "Recetas.",
      locale: "es",
    });
    expect(shownBio({ en: "Recipes." }, "es")).toEqual({ text: "Recipes.", locale: "en" });
    expect(shownBio({ es: "Recetas.", en: "  " }, "en")).toEqual({
      text: "Recetas.",
      locale: "es",
    });
    expect(shownBio({}, "en")).toBeUndefined();
  });
});

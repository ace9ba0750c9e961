import { describe, expect, it } from "vitest";
import { translator } from "@/i18n/translator";
import { countMessages } from "@/lib/search/count-message";
import { COUNT_SLOT, countSentence, TERM_SLOT } from "@/lib/search/count-sentence.mjs";

const slots = { shown: COUNT_SLOT, term: TERM_SLOT };
const english = translator("en", "search");
const spanish = translator("es", "search");
const forTerm = {
  en: countMessages((count) => english("resultsFor", { count, ...slots }), "en-US"),
  es: countMessages((count) => spanish("resultsFor", { count, ...slots }), "es-419"),
};

describe("the live region's sentence", () => {
  it("counts in English, with the words as typed", () => {
    expect(countSentence(forTerm.en, 7, "usage rights", "en-US")).toBe(
      "7 results for “usage rights”",
    );
    expect(countSentence(forTerm.en, 1, "TikTok", "en-US")).toBe("1 result for “TikTok”");
    expect(countSentence(forTerm.en, 0, "zzz", "en-US")).toBe("No results for “zzz”");
    expect(countSentence(forTerm.en, 1200, "a", "en-US")).toBe("1,200 results for “a”");
  });

  it("counts in Spanish, a million included (its own plural category)", () => {
    expect(countSentence(forTerm.es, 1, "uso", "es-419")).toBe("1 resultado para “uso”");
    expect(countSentence(forTerm.es, 3, "uso", "es-419")).toBe("3 resultados para “uso”");
    expect(countSentence(forTerm.es, 0, "uso", "es-419")).toBe("No hay resultados para “uso”");
    expect(countSentence(forTerm.es, 1_000_000, "uso", "es-419")).toMatch(
      / resultados para “uso”$/,
    );
  });

  it("never lets the words be read as a slot or a pattern", () => {
    expect(countSentence(forTerm.en, 2, "$& and $1", "en-US")).toBe("2 results for “$& and $1”");
  });
});

import "server-only";
import { LOCALES, type Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import type { SuggestionSentence } from "./page-suggestion";

/** Stands for the title while the sentence is cut in two: the placeholder itself, kept as is. */
const TITLE = "{title}";

/**
 * "Did you mean: {title}?" in every language, cut around the title, which the browser fills in
 * as a link: the translators keep one whole sentence ("¿Quisiste decir: {title}?").
 */
export function suggestionSentences(): Record<Locale, SuggestionSentence> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const [before = "", after = ""] = translator(locale, "searchEntry")("didYouMean", {
        title: TITLE,
      }).split(TITLE);
      return [locale, { before, after }];
    }),
  ) as Record<Locale, SuggestionSentence>;
}

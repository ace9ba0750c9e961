import { DEFAULT_LOCALE, type Locale } from "@/config/locale";
import { perLocale } from "@/i18n/per-locale";
import { ContentError } from "./content-error";
import { loadDataFile } from "./data-file";
import { factsFor } from "./facts";
import { localizedDataFile } from "./localized-path";
import { fillPlaceholders } from "./placeholders";
import {
  type RateCardFile,
  rateCardSchema,
  type RateCardTranslation,
  rateCardTranslationSchema,
} from "./data/rates";

/**
 * The rate card, from content/rates.yml: every rate the rate guide shows and the calculator
 * works from. Another language's file (content/<locale>/rates.yml) gives only the words.
 */
export const RATE_CARD_FILE = "content/rates.yml";

export type RateCard = RateCardFile;

function englishRateCard(): RateCard {
  const card = loadDataFile(RATE_CARD_FILE, rateCardSchema);
  return fillPlaceholders(card, factsFor(DEFAULT_LOCALE), RATE_CARD_FILE);
}

/**
 * A translation names the English file's deliverables, in its order: which rates a name stands
 * for is a fact of the English file, so a deliverable added, dropped or moved fails the build.
 */
function checkDeliverables(translation: RateCardTranslation, card: RateCard, path: string) {
  translation.platforms.forEach((platform, index) => {
    const expected = card.platforms[index]!.deliverables.map((deliverable) => deliverable.id);
    const actual = platform.deliverables.map((deliverable) => deliverable.id);
    if (actual.join() !== expected.join()) {
      throw new ContentError(
        path,
        `field "platforms.${index}.deliverables": expected ${expected.join(", ")}, in that order, as in ${RATE_CARD_FILE}`,
      );
    }
  });
}

function translatedRateCard(locale: Locale): RateCard {
  const card = rateCard(DEFAULT_LOCALE);
  const path = localizedDataFile("rates.yml", locale);
  const words = fillPlaceholders(
    loadDataFile(path, rateCardTranslationSchema),
    factsFor(locale),
    path,
  );
  checkDeliverables(words, card, path);
  return {
    ...card,
    method: words.method,
    tiers: card.tiers.map((tier, index) => ({ ...tier, name: words.tiers[index]!.name })),
    platforms: card.platforms.map((platform, index) => {
      const { deliverables, ...platformWords } = words.platforms[index]!;
      return {
        ...platform,
        ...platformWords,
        deliverables: platform.deliverables.map((deliverable, position) => ({
          ...deliverable,
          name: deliverables[position]!.name,
        })),
      };
    }),
    addOns: card.addOns.map((addOn, index) => ({ ...addOn, ...words.addOns[index]! })),
  };
}

/** The rate card worded in `locale`, its placeholders filled; the numbers are shared. */
export const rateCard: (locale: Locale) => RateCard = perLocale((locale) =>
  locale === DEFAULT_LOCALE ? englishRateCard() : translatedRateCard(locale),
);

import { readFileSync } from "node:fs";
import { parse, stringify } from "yaml";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { parseDataFile } from "@/lib/content/data-file";
import {
  CREATOR_TIER_IDS,
  PLATFORM_IDS,
  rateCardSchema,
  rateCardTranslationSchema,
} from "@/lib/content/data/rates";
import { RATE_CARD_FILE, rateCard } from "@/lib/content/rate-card";
import { errorOf } from "../support/content-error";

const FILE = "content/rates.yml";
const SPANISH = "content/es/rates.yml";
type Card = { platforms: { deliverables: { id: string; rates: Record<string, unknown>[] }[] }[] };

/** The real rate card with one change, parsed as the build parses it. */
function refusal(change: (card: Card) => void, file = FILE, schema: z.ZodType = rateCardSchema) {
  const card = parse(readFileSync(file, "utf8")) as Card;
  change(card);
  return errorOf(() => parseDataFile(file, stringify(card), schema)).message;
}

const firstRates = (card: Card) => card.platforms[0]!.deliverables[0]!.rates;

describe("the rate card (content/rates.yml and its Spanish words)", () => {
  it("loads in both languages: every platform, every deliverable with a rate for every tier", () => {
    for (const locale of ["en", "es"] as const) {
      const card = rateCard(locale);
      expect(card.platforms.map((platform) => platform.id)).toEqual([...PLATFORM_IDS]);
      for (const deliverable of card.platforms.flatMap((platform) => platform.deliverables)) {
        expect(deliverable.rates.map((rate) => rate.tier)).toEqual([...CREATOR_TIER_IDS]);
      }
    }
    expect(RATE_CARD_FILE).toBe(FILE);
  });

  it("gives Spanish its own words and English's numbers", () => {
    const [en, es] = [rateCard("en"), rateCard("es")];
    expect(es.platforms[0]!.deliverables[0]!.name).toBe("Video de 15–30 s");
    expect(es.platforms[0]!.deliverables[0]!.rates).toEqual(
      en.platforms[0]!.deliverables[0]!.rates,
    );
    expect(es.addOns.map(({ kind, value }) => [kind, value])).toEqual(
      en.addOns.map(({ kind, value }) => [kind, value]),
    );
    expect(es.lastReviewed).toBe(en.lastReviewed);
    expect(es.method).not.toBe(en.method);
  });

  it("fills the facts the FAQ quotes, such as the creator fee", () => {
    const answers = rateCard("en").platforms.flatMap((platform) => platform.faq);
    expect(answers.some((entry) => /Gigloom's \d+% creator fee/.test(entry.answer))).toBe(true);
    expect(JSON.stringify(rateCard("es"))).not.toMatch(/\{\w+\}/);
  });
});

describe("a rate card the build refuses, naming the file and the field", () => {
  /** A field of the first deliverable's rates, as the message names it after the file. */
  const rateField = 'field "platforms.0.deliverables.0.rates';
  const fromFile = (message: string) => {
    expect(message.startsWith(`${FILE}: field "`)).toBe(true);
    return message;
  };

  it("a low above its typical", () => {
    expect(fromFile(refusal((card) => (firstRates(card)[1]!.low = 300)))).toContain(
      `${rateField}.1.low": the low rate (300) is above the typical rate (250)`,
    );
  });

  it("a typical above its high", () => {
    expect(fromFile(refusal((card) => (firstRates(card)[2]!.typical = 1600)))).toContain(
      `${rateField}.2.typical": the typical rate (1600) is above the high rate (1500)`,
    );
  });

  it("a tier missing, or listed twice", () => {
    const twice = fromFile(refusal((card) => (firstRates(card)[3]!.tier = "nano")));
    expect(twice).toContain(`${rateField}.3.tier": the tier "nano" has a rate already`);
    expect(twice).toContain(`${rateField}": no rate for the tier "macro"`);
    expect(fromFile(refusal((card) => firstRates(card).pop()))).toContain(
      `${rateField}": no rate for the tier "macro"`,
    );
  });

  it("an unknown tier", () => {
    expect(fromFile(refusal((card) => (firstRates(card)[0]!.tier = "mega")))).toContain(
      `${rateField}.0.tier": `,
    );
  });

  it("a deliverable id used twice on a platform", () => {
    const message = refusal((card) => {
      const deliverables = card.platforms[1]!.deliverables;
      deliverables[2]!.id = deliverables[0]!.id;
    });
    expect(message).toContain(
      `${FILE}: field "platforms.1.deliverables.2.id": the id "reel" is used twice in deliverables`,
    );
  });

  it("platforms out of their order, in either language", () => {
    const swap = (card: Card) => card.platforms.reverse();
    expect(refusal(swap)).toContain(`${FILE}: field "platforms.0.id": expected "tiktok"`);
    expect(refusal(swap, SPANISH, rateCardTranslationSchema)).toContain(
      `${SPANISH}: field "platforms.0.id": expected "tiktok"`,
    );
  });

  it("a gap between two tiers' audience sizes", () => {
    const message = refusal((card) => {
      (card as unknown as { tiers: { minFollowers: number }[] }).tiers[1]!.minFollowers = 12_000;
    });
    expect(message).toContain(`${FILE}: field "tiers.1.minFollowers": expected 10000`);
  });

  it("a longer licence priced below a shorter one", () => {
    const message = refusal((card) => {
      (card as unknown as { usageRights: { percent: number }[] }).usageRights[3]!.percent = 1;
    });
    expect(message).toContain(`${FILE}: field "usageRights.3.percent": below the 180-day`);
  });
});

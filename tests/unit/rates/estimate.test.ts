import { describe, expect, it } from "vitest";
import { annualPrice } from "@/domain/pricing/billing";
import { ANNUAL_DISCOUNT_PERCENT, CREATOR_FEE_PERCENT, plans } from "@/lib/content/price-list";
import { rateCard } from "@/lib/content/rate-card";
import { estimate } from "@/lib/rates/estimate";
import { readInputs } from "@/lib/rates/read-inputs";
import { rateMoney } from "@/lib/rates/money";
import type { RateTable } from "@/lib/rates/rate-table";
import { creatorIncome } from "@/lib/rates/take-home";

const card = rateCard("en");
const pricing = { plans, annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT };
const read = (query: string, table: RateTable = card) =>
  readInputs(new URLSearchParams(query), table);
const cents = (dollars: number) => dollars * 100;

/** A card with one deliverable whose rates make the rounding visible. */
const small: RateTable = {
  ...card,
  platforms: card.platforms.map((platform) => ({
    ...platform,
    deliverables: [
      {
        id: "clip",
        rates: card.tiers.map(({ id }) => ({ tier: id, low: 45, typical: 50, high: 51 })),
      },
    ],
  })),
  usageRights: card.usageRights.map((duration) => ({ ...duration, percent: 25 })),
};

describe("a brand's estimate with the real rate card and price list", () => {
  it("itemises the issue's example: three TikTok videos from a micro creator, 90 days of usage", () => {
    const rate = card.platforms[0]!.deliverables[0]!.rates[1]!;
    const usage = card.usageRights[1]!;
    const result = estimate(card, pricing, read("platform=tiktok&tier=micro&videos=3&usage=90"));
    expect(result.pieces).toBe(3);
    expect(result.lines.map((line) => line.id)).toEqual(["rates", "usage"]);
    expect(result.lines[0]!.range.typical).toBe(cents(rate.typical * 3));
    expect(result.lines[1]!.range.typical).toBe(
      cents(Math.round((rate.typical * usage.percent) / 100) * 3),
    );
    expect(result.total.typical).toBe(
      result.lines[0]!.range.typical + result.lines[1]!.range.typical,
    );
    expect(result.plan).toMatchObject({ id: "starter", billing: "monthly", perYearCents: null });
  });

  it("gives each add-on its own line, extra hooks counted per hook and per piece", () => {
    const hooks = card.addOns.find((addOn) => addOn.id === "hooks")!;
    const result = estimate(card, pricing, read("creators=2&videos=3&hooks=2&raw=1&rush=1"));
    expect(result.lines.map((line) => line.id)).toEqual(["rates", "raw", "hooks", "rush"]);
    expect(result.lines[2]!.range).toEqual({
      low: cents(hooks.value * 2 * 6),
      typical: cents(hooks.value * 2 * 6),
      high: cents(hooks.value * 2 * 6),
    });
  });

  it("fits the plan to the gigs running at once, priced for the billing chosen", () => {
    const growth = plans[1]!;
    const result = estimate(
      card,
      pricing,
      read(`creators=${plans[0]!.limits.activeGigs! + 1}&billing=annual`),
    );
    const annual = annualPrice(growth.monthlyCents, ANNUAL_DISCOUNT_PERCENT);
    expect(result.plan).toEqual({
      id: "growth",
      activeGigs: growth.limits.activeGigs,
      billing: "annual",
      perMonthCents: annual.perMonthCents,
      perYearCents: annual.perYearCents,
    });
    expect(estimate(card, pricing, read("creators=50")).plan?.id).toBe("scale");
  });

  it("rounds each piece's line to whole dollars, half up, before multiplying", () => {
    // 25% of $45, $50 and $51 is $11.25, $12.50 and $12.75: $11, $13 and $13 a piece.
    const result = estimate(small, pricing, read("usage=30&videos=4", small));
    expect(result.lines[1]!.range).toEqual({ low: cents(44), typical: cents(52), high: cents(52) });
    expect(result.total).toEqual({ low: cents(224), typical: cents(252), high: cents(256) });
  });
});

describe("a creator's income", () => {
  it("suggests the piece's price with its add-ons, and what is left after the creator fee", () => {
    const result = creatorIncome(small, 10, read("view=creator&usage=30&videos=3", small));
    // $45 + $11 = $56, fee $5.60 rounded up to $6; $50 + $13 = $63, fee $7; $51 + $13 = $64.
    expect(result.perPiece.price).toEqual({ low: cents(56), typical: cents(63), high: cents(64) });
    expect(result.perPiece.takeHome).toEqual({
      low: cents(50),
      typical: cents(56),
      high: cents(57),
    });
    expect(result.gig.takeHome).toEqual({ low: cents(150), typical: cents(168), high: cents(171) });
    expect(result.pieces).toBe(3);
  });

  it("takes the price list's creator fee off the real rates", () => {
    const rate = card.platforms[3]!.deliverables[0]!.rates[0]!;
    const result = creatorIncome(card, CREATOR_FEE_PERCENT, read("view=creator"));
    const fee = Math.ceil((rate.typical * CREATOR_FEE_PERCENT) / 100);
    expect(result.perPiece.takeHome.typical).toBe(cents(rate.typical - fee));
  });
});

describe("the estimate's money, as each language writes it", () => {
  it("writes whole US dollars for the page's language", () => {
    expect(rateMoney("en")(cents(1250))).toBe("$1,250");
    expect(rateMoney("es")(cents(1250))).toBe("USD\u00a01,250");
  });
});

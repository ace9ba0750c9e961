import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { annualPrice } from "@/domain/pricing/billing";
import { ANNUAL_DISCOUNT_PERCENT, plans } from "@/lib/content/price-list";

describe("annualPrice", () => {
  it("takes the discount off and rounds the monthly equivalent down to whole dollars", () => {
    expect(annualPrice(49_00, 20)).toEqual({
      perMonthCents: 39_00,
      perYearCents: 468_00,
      savingPerYearCents: 120_00,
    });
    expect(annualPrice(150_00, 20)).toEqual({
      perMonthCents: 120_00,
      perYearCents: 1_440_00,
      savingPerYearCents: 360_00,
    });
  });

  it("charges twelve monthly payments when there is no discount", () => {
    expect(annualPrice(149_00, 0)).toEqual({
      perMonthCents: 149_00,
      perYearCents: 1_788_00,
      savingPerYearCents: 0,
    });
  });

  it("never saves less than the discount promises, nor a whole dollar a month more", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_00 }),
        fc.integer({ min: 0, max: 99 }),
        (monthlyCents, discount) => {
          const { perMonthCents, perYearCents, savingPerYearCents } = annualPrice(
            monthlyCents,
            discount,
          );
          const exactPerMonth = (monthlyCents * (100 - discount)) / 100;
          expect(perMonthCents % 100).toBe(0);
          expect(perMonthCents).toBeLessThanOrEqual(exactPerMonth);
          expect(exactPerMonth - perMonthCents).toBeLessThan(100);
          expect(perYearCents).toBe(perMonthCents * 12);
          expect(savingPerYearCents).toBe(monthlyCents * 12 - perYearCents);
        },
      ),
    );
  });

  it("rejects amounts that are not whole cents and discounts outside 0–99", () => {
    expect(() => annualPrice(49.5, 20)).toThrow(RangeError);
    expect(() => annualPrice(-100, 20)).toThrow(RangeError);
    expect(() => annualPrice(4900, 100)).toThrow(RangeError);
    expect(() => annualPrice(4900, 12.5)).toThrow(RangeError);
  });

  it("gives every published plan a lower monthly price when billed yearly", () => {
    for (const plan of plans) {
      const annual = annualPrice(plan.monthlyCents, ANNUAL_DISCOUNT_PERCENT);
      expect(annual.perMonthCents, plan.name).toBeLessThan(plan.monthlyCents);
      expect(annual.savingPerYearCents, plan.name).toBeGreaterThan(0);
    }
  });
});

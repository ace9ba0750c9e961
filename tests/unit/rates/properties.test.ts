import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimate } from "@/lib/rates/estimate";
import { type Inputs, inputsQuery } from "@/lib/rates/inputs";
import { readInputs } from "@/lib/rates/read-inputs";
import type { Range } from "@/lib/rates/range";
import { creatorIncome } from "@/lib/rates/take-home";
import { planPricings, tablesAndInputs } from "../support/rate-tables";

const ordered = (range: Range) => range.low <= range.typical && range.typical <= range.high;
const atLeast = (more: Range, less: Range) =>
  more.low >= less.low && more.typical >= less.typical && more.high >= less.high;
const sum = (ranges: Range[]) => ({
  low: ranges.reduce((total, range) => total + range.low, 0),
  typical: ranges.reduce((total, range) => total + range.typical, 0),
  high: ranges.reduce((total, range) => total + range.high, 0),
});

/** The same inputs with one more add-on: a box ticked, one more hook, a longer licence. */
function withMore(inputs: Inputs, choice: number): Inputs | undefined {
  const flags = ["whitelisting", "exclusivity", "raw", "rush"] as const;
  const flag = flags[choice % 6];
  if (flag) return inputs[flag] ? undefined : { ...inputs, [flag]: true };
  if (choice % 6 === 4)
    return inputs.hooks < 5 ? { ...inputs, hooks: inputs.hooks + 1 } : undefined;
  const longer = { null: 30, 30: 90, 90: 180, 180: 365, 365: undefined } as const;
  const usage = longer[String(inputs.usage) as keyof typeof longer];
  return usage === undefined ? undefined : { ...inputs, usage };
}

describe("the estimate, over any rate card the schema accepts and any inputs", () => {
  it("keeps low ≤ typical ≤ high on every line and every total, in both views", () => {
    fc.assert(
      fc.property(tablesAndInputs, planPricings, fc.integer({ min: 1, max: 99 }), (t, p, fee) => {
        const brand = estimate(t.table, p, t.inputs);
        const creator = creatorIncome(t.table, fee, t.inputs);
        const ranges = [
          ...brand.lines.map((line) => line.range),
          brand.total,
          ...creator.lines.map((line) => line.range),
          ...Object.values(creator.perPiece),
          ...Object.values(creator.gig),
        ];
        expect(ranges.filter((range) => !ordered(range))).toEqual([]);
      }),
    );
  });

  it("never lowers a total when an add-on is added", () => {
    fc.assert(
      fc.property(tablesAndInputs, planPricings, fc.nat(), ({ table, inputs }, pricing, choice) => {
        const more = withMore(inputs, choice);
        fc.pre(more !== undefined);
        expect(
          atLeast(estimate(table, pricing, more!).total, estimate(table, pricing, inputs).total),
        ).toBe(true);
        const before = creatorIncome(table, 10, inputs);
        const after = creatorIncome(table, 10, more!);
        expect(atLeast(after.perPiece.price, before.perPiece.price)).toBe(true);
        expect(atLeast(after.gig.takeHome, before.gig.takeHome)).toBe(true);
      }),
    );
  });

  it("leaves the creator less than the price whenever there is a fee", () => {
    fc.assert(
      fc.property(tablesAndInputs, fc.integer({ min: 1, max: 99 }), ({ table, inputs }, fee) => {
        const { perPiece, gig } = creatorIncome(table, fee, inputs);
        for (const { price, takeHome } of [perPiece, gig]) {
          expect(takeHome.low).toBeLessThan(price.low);
          expect(takeHome.typical).toBeLessThan(price.typical);
          expect(takeHome.high).toBeLessThan(price.high);
          expect(takeHome.low).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("chooses the first plan that runs one gig per creator at once, and one whenever any does", () => {
    fc.assert(
      fc.property(tablesAndInputs, planPricings, ({ table, inputs }, pricing) => {
        const { plan } = estimate(table, pricing, inputs);
        const fits = pricing.plans.filter(
          ({ limits }) => limits.activeGigs === null || limits.activeGigs >= inputs.creators,
        );
        expect(plan?.id).toBe(fits[0]?.id);
        if (plan) expect(plan.activeGigs ?? Infinity).toBeGreaterThanOrEqual(inputs.creators);
      }),
    );
  });

  it("adds the lines up to the total exactly, and a gig is its piece times the pieces", () => {
    fc.assert(
      fc.property(tablesAndInputs, planPricings, ({ table, inputs }, pricing) => {
        const brand = estimate(table, pricing, inputs);
        expect(sum(brand.lines.map((line) => line.range))).toEqual(brand.total);
        // The total is one piece's price times the pieces, and one creator's times the creators.
        for (const end of ["low", "typical", "high"] as const) {
          expect(brand.total[end]).toBe(brand.perPiece[end] * brand.pieces);
          expect(brand.total[end]).toBe(brand.perCreator[end] * inputs.creators);
        }
        const creator = creatorIncome(table, 10, inputs);
        expect(sum(creator.lines.map((line) => line.range))).toEqual(creator.perPiece.price);
        expect(creator.gig.takeHome.typical).toBe(
          creator.perPiece.takeHome.typical * inputs.videos,
        );
        // Every amount is whole dollars.
        for (const range of [...brand.lines.map((line) => line.range), creator.perPiece.fee]) {
          expect(Object.values(range).every((cents) => cents % 100 === 0)).toBe(true);
        }
      }),
    );
  });
});

describe("the calculator's link", () => {
  it("reads back the inputs it was written from, whatever they are", () => {
    fc.assert(
      fc.property(tablesAndInputs, ({ table, inputs }) => {
        const query = inputsQuery(inputs, table);
        expect(readInputs(new URLSearchParams(query), table)).toEqual(inputs);
      }),
    );
  });

  it("opens whatever a link holds, and writes it back in its shortest form", () => {
    const names = [
      "view",
      "platform",
      "deliverable",
      "tier",
      "creators",
      "videos",
      "usage",
      "hooks",
      "raw",
      "x",
    ];
    const params = fc.dictionary(
      fc.constantFrom(...names),
      fc.oneof(fc.string(), fc.integer().map(String)),
    );
    fc.assert(
      fc.property(tablesAndInputs, params, ({ table }, values) => {
        const inputs = readInputs(new URLSearchParams(values), table);
        const again = inputsQuery(inputs, table);
        expect(readInputs(new URLSearchParams(again), table)).toEqual(inputs);
        // Shortest: each parameter written matters; without it, the link reads differently.
        for (const name of new URLSearchParams(again).keys()) {
          const without = new URLSearchParams(again);
          without.delete(name);
          expect(readInputs(without, table)).not.toEqual(inputs);
        }
      }),
    );
  });
});

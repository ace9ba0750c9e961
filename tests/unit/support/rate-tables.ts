import fc from "fast-check";
import { PLAN_IDS } from "@/lib/content/data/pricing";
import {
  ADD_ON_IDS,
  ADD_ON_KINDS,
  CREATOR_TIER_IDS,
  PLATFORM_IDS,
  USAGE_DAYS,
} from "@/lib/content/data/rates";
import { INPUT_LIMITS, type Inputs, VIEWS } from "@/lib/rates/inputs";
import type { PlanPricing, RateTable } from "@/lib/rates/rate-table";

/** Three whole-dollar amounts, low ≤ typical ≤ high, as the schema allows them. */
const rate = fc
  .array(fc.integer({ min: 1, max: 100_000 }), { minLength: 3, maxLength: 3 })
  .map((amounts) => {
    const [low, typical, high] = amounts.sort((a, b) => a - b) as [number, number, number];
    return { low, typical, high };
  });

const deliverable = fc.record({
  id: fc.stringMatching(/^[a-z]{1,8}$/),
  rates: fc
    .array(rate, { minLength: CREATOR_TIER_IDS.length, maxLength: CREATOR_TIER_IDS.length })
    .map((rates) =>
      rates.map((amounts, index) => ({ tier: CREATOR_TIER_IDS[index]!, ...amounts })),
    ),
});

/** Any rate card the schema accepts, numbers and ids only. */
export const rateTables: fc.Arbitrary<RateTable> = fc.record({
  platforms: fc
    .array(
      fc.uniqueArray(deliverable, { selector: (item) => item.id, minLength: 1, maxLength: 4 }),
      {
        minLength: PLATFORM_IDS.length,
        maxLength: PLATFORM_IDS.length,
      },
    )
    .map((lists) =>
      lists.map((deliverables, index) => ({ id: PLATFORM_IDS[index]!, deliverables })),
    ),
  usageRights: fc
    .array(fc.integer({ min: 0, max: 300 }), { minLength: 4, maxLength: 4 })
    .map((percents) =>
      percents
        .sort((a, b) => a - b)
        .map((percent, index) => ({ days: USAGE_DAYS[index]!, percent })),
    ),
  addOns: fc.tuple(
    ...ADD_ON_IDS.map((id) =>
      fc.record({
        id: fc.constant(id),
        kind: fc.constantFrom(...ADD_ON_KINDS),
        value: fc.integer({ min: 1, max: 10_000 }),
      }),
    ),
  ),
});

const count = (name: keyof typeof INPUT_LIMITS) => fc.integer(INPUT_LIMITS[name]);

/** Any inputs the calculator can hold for `table`: a deliverable of the chosen platform. */
export function inputsFor(table: RateTable): fc.Arbitrary<Inputs> {
  return fc
    .record({
      view: fc.constantFrom(...VIEWS),
      platform: fc.constantFrom(...PLATFORM_IDS),
      deliverableIndex: fc.nat(),
      tier: fc.constantFrom(...CREATOR_TIER_IDS),
      creators: count("creators"),
      videos: count("videos"),
      usage: fc.constantFrom(null, ...USAGE_DAYS),
      whitelisting: fc.boolean(),
      exclusivity: fc.boolean(),
      raw: fc.boolean(),
      hooks: count("hooks"),
      rush: fc.boolean(),
      billing: fc.constantFrom("monthly", "annual" as const),
    })
    .map(({ deliverableIndex, ...inputs }) => {
      const { deliverables } = table.platforms.find((platform) => platform.id === inputs.platform)!;
      return { ...inputs, deliverable: deliverables[deliverableIndex % deliverables.length]!.id };
    });
}

export const tablesAndInputs = rateTables.chain((table) =>
  inputsFor(table).map((inputs) => ({ table, inputs })),
);

/** Plans in tier order, their gig limits rising, the last one perhaps unlimited. */
export const planPricings: fc.Arbitrary<PlanPricing> = fc.record({
  plans: fc
    .tuple(
      fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: PLAN_IDS.length }),
      fc.boolean(),
    )
    .map(([limits, lastUnlimited]) =>
      limits
        .sort((a, b) => a - b)
        .map((activeGigs, index) => ({
          id: PLAN_IDS[index]!,
          monthlyCents: (index + 1) * 49_00,
          limits: {
            activeGigs: lastUnlimited && index === limits.length - 1 ? null : activeGigs,
          },
        })),
    ),
  annualDiscountPercent: fc.integer({ min: 0, max: 99 }),
});

import type { z } from "zod";

/**
 * The rules of the rate card that span several fields, which Decap cannot express: each is
 * reported at the field to fix, so the build names the file and that field.
 */

/** Lists whose items are code ids (platforms, tiers, add-ons): each once, in the code's order. */
export function checkIdOrder(
  items: readonly { id: string }[],
  ids: readonly string[],
  field: string,
  context: z.RefinementCtx,
) {
  items.forEach((item, index) => {
    if (item.id !== ids[index]) {
      context.addIssue({
        code: "custom",
        path: [field, index, "id"],
        message: `expected "${ids[index]}": the ${field} are ${ids.join(", ")}, in that order, each once`,
      });
    }
  });
}

/** A low above its typical, or a typical above its high, is reported at the number to fix. */
export function checkRange(
  rate: { low: number; typical: number; high: number },
  context: z.RefinementCtx,
) {
  if (rate.low > rate.typical) {
    context.addIssue({
      code: "custom",
      path: ["low"],
      message: `the low rate (${rate.low}) is above the typical rate (${rate.typical})`,
    });
  }
  if (rate.typical > rate.high) {
    context.addIssue({
      code: "custom",
      path: ["typical"],
      message: `the typical rate (${rate.typical}) is above the high rate (${rate.high})`,
    });
  }
}

/** A deliverable has one rate for each creator tier: none missing, none twice. */
export function checkEveryTierOnce(
  rates: readonly { tier: string }[],
  tiers: readonly string[],
  context: z.RefinementCtx,
) {
  rates.forEach((rate, index) => {
    if (rates.findIndex((other) => other.tier === rate.tier) !== index) {
      context.addIssue({
        code: "custom",
        path: ["rates", index, "tier"],
        message: `the tier "${rate.tier}" has a rate already: one rate per tier`,
      });
    }
  });
  for (const tier of tiers) {
    if (!rates.some((rate) => rate.tier === tier)) {
      context.addIssue({
        code: "custom",
        path: ["rates"],
        message: `no rate for the tier "${tier}"`,
      });
    }
  }
}

/** Ids that must differ within one list, such as a platform's deliverables. */
export function checkUniqueIds(
  items: readonly { id: string }[],
  field: string,
  context: z.RefinementCtx,
) {
  items.forEach((item, index) => {
    if (items.findIndex((other) => other.id === item.id) !== index) {
      context.addIssue({
        code: "custom",
        path: [field, index, "id"],
        message: `the id "${item.id}" is used twice in ${field}`,
      });
    }
  });
}

/** Tiers cover audience sizes without a gap or an overlap: each starts where the last ends. */
export function checkTierBounds(
  tiers: readonly { minFollowers: number; maxFollowers: number }[],
  context: z.RefinementCtx,
) {
  tiers.forEach((tier, index) => {
    if (tier.minFollowers >= tier.maxFollowers) {
      context.addIssue({
        code: "custom",
        path: ["tiers", index, "maxFollowers"],
        message: `must be above the tier's minimum (${tier.minFollowers})`,
      });
    }
    const next = tiers[index + 1];
    if (next && next.minFollowers !== tier.maxFollowers) {
      context.addIssue({
        code: "custom",
        path: ["tiers", index + 1, "minFollowers"],
        message: `expected ${tier.maxFollowers}, where the tier before ends: no gap, no overlap`,
      });
    }
  });
}

/** A longer licence never costs less than a shorter one. */
export function checkUsageRights(
  durations: readonly { days: number; percent: number }[],
  days: readonly number[],
  context: z.RefinementCtx,
) {
  durations.forEach((duration, index) => {
    if (duration.days !== days[index]) {
      context.addIssue({
        code: "custom",
        path: ["usageRights", index, "days"],
        message: `expected ${days[index]}: the durations are ${days.join(", ")} days, in that order`,
      });
    }
    const before = durations[index - 1];
    if (before && duration.percent < before.percent) {
      context.addIssue({
        code: "custom",
        path: ["usageRights", index, "percent"],
        message: `below the ${before.days}-day licence's ${before.percent}%: a longer licence never costs less`,
      });
    }
  });
}

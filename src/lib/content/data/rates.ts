import { z } from "zod";
import { faqEntrySchema } from "./faq";
import { paragraph } from "./paragraph";
import {
  checkEveryTierOnce,
  checkIdOrder,
  checkRange,
  checkTierBounds,
  checkUniqueIds,
  checkUsageRights,
} from "./rate-rules";

import {
  ADD_ON_IDS,
  ADD_ON_KINDS,
  CREATOR_TIER_IDS,
  PLATFORM_IDS,
  USAGE_DAYS,
} from "@/config/rate-ids";

export { ADD_ON_IDS, ADD_ON_KINDS, CREATOR_TIER_IDS, PLATFORM_IDS, USAGE_DAYS };

const name = z.string().trim().min(2).max(40);
const dollars = (title: string) =>
  z
    .number()
    .int()
    .positive()
    .max(100_000)
    .meta({ title: `${title} (US dollars)` });
const deliverableId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens")
  .meta({ title: "Id", description: "Part of the calculator's links: change it only with care." });

export const rateSchema = z
  .strictObject({
    tier: z.enum(CREATOR_TIER_IDS).meta({ title: "Creator tier" }),
    low: dollars("Low"),
    typical: dollars("Typical"),
    high: dollars("High"),
  })
  .superRefine(checkRange);

export const deliverableSchema = z
  .strictObject({
    id: deliverableId,
    name: name.meta({ description: "e.g. 15–30 s video" }),
    rates: z
      .array(rateSchema)
      .length(CREATOR_TIER_IDS.length)
      .meta({
        title: "Rates per piece",
        description: `One row per creator tier (${CREATOR_TIER_IDS.join(", ")}); low, typical, high, each at most the next.`,
      }),
  })
  .superRefine((deliverable, context) =>
    checkEveryTierOnce(deliverable.rates, CREATOR_TIER_IDS, context),
  );

const intro = paragraph(400, { min: 60 });
const rateFactors = z.array(z.string().trim().min(10).max(140)).min(2).max(6).meta({
  title: "What moves a rate",
  description: "Short points, most important first.",
});
const faq = z.array(faqEntrySchema).min(3).max(5).meta({ title: "FAQ" });

export const platformSchema = z
  .strictObject({
    id: z.enum(PLATFORM_IDS).meta({ title: "Platform" }),
    name,
    intro: intro.meta({ title: "Intro", description: "The platform page's first paragraph." }),
    rateFactors,
    faq,
    deliverables: z.array(deliverableSchema).min(1).max(6),
  })
  .superRefine((platform, context) =>
    checkUniqueIds(platform.deliverables, "deliverables", context),
  );

const tierSchema = z.strictObject({
  id: z.enum(CREATOR_TIER_IDS).meta({ title: "Tier" }),
  name: name.meta({ description: "e.g. Micro" }),
  minFollowers: z.number().int().min(0).meta({ title: "From (followers)" }),
  maxFollowers: z.number().int().positive().meta({ title: "Up to (followers)" }),
});

const usageRightSchema = z.strictObject({
  days: z.number().int().positive().meta({ title: "Days" }),
  percent: z.number().int().min(0).max(300).meta({ title: "Share of the creators' rates (%)" }),
});

const addOnWords = {
  id: z.enum(ADD_ON_IDS).meta({ title: "Add-on" }),
  name,
  description: paragraph(240).meta({ title: "What the brand gets" }),
};

const addOnSchema = z.strictObject({
  ...addOnWords,
  kind: z.enum(ADD_ON_KINDS).meta({
    title: "Priced as",
    description: "percent: a share of the creators' rates; amount: US dollars per piece.",
  }),
  value: z.number().int().positive().max(10_000).meta({
    title: "Value",
    description: "The percentage, or the dollars per piece (extra hooks: per hook, per piece).",
  }),
});

const method = paragraph(700, { min: 80 }).meta({
  title: "How we set these rates",
  description: "Shown, with the review date, on every page that quotes a rate.",
});

/** content/rates.yml: the rate card, every number of the rate guide and the calculator. */
export const rateCardSchema = z
  .strictObject({
    lastReviewed: z.iso.date().meta({ title: "Last reviewed" }),
    method,
    tiers: z.array(tierSchema).length(CREATOR_TIER_IDS.length).meta({
      title: "Creator tiers",
      description: "By audience size, smallest first; each starts where the one before ends.",
    }),
    platforms: z.array(platformSchema).length(PLATFORM_IDS.length).meta({
      description: "TikTok, Instagram, YouTube and UGC, in that order.",
    }),
    usageRights: z.array(usageRightSchema).length(USAGE_DAYS.length).meta({
      title: "Usage rights",
      description: "The brand's licence to use the content, by duration: 30, 90, 180, 365 days.",
    }),
    addOns: z.array(addOnSchema).length(ADD_ON_IDS.length).meta({ title: "Add-ons" }),
  })
  .superRefine((card, context) => {
    checkIdOrder(card.tiers, CREATOR_TIER_IDS, "tiers", context);
    checkTierBounds(card.tiers, context);
    checkIdOrder(card.platforms, PLATFORM_IDS, "platforms", context);
    checkUsageRights(card.usageRights, USAGE_DAYS, context);
    checkIdOrder(card.addOns, ADD_ON_IDS, "addOns", context);
  });

export type RateCardFile = z.output<typeof rateCardSchema>;

/**
 * content/<locale>/rates.yml: the rate card's words in another language. Rates, bounds and
 * add-on values have one source, content/rates.yml; this file lists the same tiers, platforms,
 * deliverables and add-ons in the same order, with their words only.
 */
export const rateCardTranslationSchema = z
  .strictObject({
    method,
    tiers: z
      .array(z.strictObject({ id: tierSchema.shape.id, name: tierSchema.shape.name }))
      .length(CREATOR_TIER_IDS.length)
      .meta({ title: "Creator tiers" }),
    platforms: z
      .array(
        z.strictObject({
          id: platformSchema.shape.id,
          name,
          intro: platformSchema.shape.intro,
          rateFactors,
          faq,
          deliverables: z
            .array(z.strictObject({ id: deliverableId, name }))
            .min(1)
            .meta({ description: "The English file's deliverables, in its order." }),
        }),
      )
      .length(PLATFORM_IDS.length),
    addOns: z.array(z.strictObject(addOnWords)).length(ADD_ON_IDS.length).meta({
      title: "Add-ons",
    }),
  })
  .superRefine((card, context) => {
    checkIdOrder(card.tiers, CREATOR_TIER_IDS, "tiers", context);
    checkIdOrder(card.platforms, PLATFORM_IDS, "platforms", context);
    checkIdOrder(card.addOns, ADD_ON_IDS, "addOns", context);
  });

export type RateCardTranslation = z.output<typeof rateCardTranslationSchema>;

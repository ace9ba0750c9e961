import { z } from "zod";
import { paragraph } from "./paragraph";

/** The paid plans, in tier order. Their ids are code: pages and tests name them. */
export const PLAN_IDS = ["starter", "growth", "scale"] as const;
export const TIER_IDS = [...PLAN_IDS, "enterprise"] as const;

const percent = z.number().int().min(0).max(99);
const name = z.string().trim().min(2).max(40);
const summary = paragraph(160, { min: 10 });
/**
 * Empty means unlimited. The CMS saves a cleared number as "", so that reads as empty too:
 * whatever the editor saves, the build accepts.
 */
const limit = (title: string) =>
  z
    .preprocess((value) => (value === "" ? null : value), z.number().int().positive().nullish())
    .meta({ title, description: "Leave empty for unlimited." });

export const planSchema = z.strictObject({
  id: z.enum(PLAN_IDS).meta({
    title: "Plan",
    description: "Which plan this is; pages and the comparison table refer to it.",
  }),
  name,
  summary: summary.meta({ title: "Summary", description: "Who the plan is for, in one line." }),
  monthlyPrice: z.number().int().positive().meta({
    title: "Monthly price (US dollars)",
    description: "Whole dollars. Annual prices are computed from it and the annual discount.",
  }),
  activeGigs: limit("Active gigs"),
  seats: limit("Seats"),
  recommended: z.boolean().default(false).meta({
    title: "Recommended",
    description: "The plan the pricing page suggests to most brands (one at most).",
  }),
});

export const featureSchema = z.strictObject({
  name: z.string().trim().min(5).max(100),
  from: z.enum(TIER_IDS).meta({
    title: "From plan",
    description: "The first plan that includes it; every plan above includes it too.",
  }),
});

export const featureGroupSchema = z.strictObject({
  name,
  features: z.array(featureSchema).min(1),
});

/** Both the price list and its translations list the plans in tier order, each once. */
function checkTierOrder(plans: readonly { id: string }[], context: z.RefinementCtx) {
  plans.forEach((plan, index) => {
    if (plan.id !== PLAN_IDS[index]) {
      context.addIssue({
        code: "custom",
        path: ["plans", index, "id"],
        message: `expected "${PLAN_IDS[index]}": the plans are listed in tier order, each once`,
      });
    }
  });
}

/** content/pricing.yml: every price, fee and plan feature Gigloom publishes. */
export const priceListSchema = z
  .strictObject({
    annualDiscountPercent: percent.meta({
      title: "Annual discount (%)",
      description: "Annual billing takes this share off the monthly price.",
    }),
    creatorFeePercent: percent.meta({
      title: "Creator fee (%)",
      description: "What Gigloom keeps from each gig fee, deducted when the creator is paid.",
    }),
    freeTrialDays: z.number().int().min(1).max(90).meta({ title: "Free trial (days)" }),
    exampleGigFee: z.number().int().positive().meta({
      title: "Example gig fee (US dollars)",
      description: "The gig fee used to show creators what the platform fee means in money.",
    }),
    plans: z
      .array(planSchema)
      .length(PLAN_IDS.length)
      .meta({ title: "Plans", description: "Starter, Growth and Scale, in that order." }),
    enterprise: z.strictObject({
      name,
      summary: summary.meta({ title: "Summary" }),
    }),
    featureGroups: z.array(featureGroupSchema).min(1).meta({
      title: "Feature groups",
      description: "The comparison table on /pricing; plan cards list each plan's new features.",
    }),
  })
  .superRefine((list, context) => {
    checkTierOrder(list.plans, context);
    if (list.plans.filter((plan) => plan.recommended).length > 1) {
      context.addIssue({
        code: "custom",
        path: ["plans"],
        message: "only one plan can be recommended",
      });
    }
  });

export type PriceListFile = z.output<typeof priceListSchema>;

/**
 * content/<locale>/pricing.yml: the price list's words in another language. Prices, fees,
 * limits and which plan is recommended are facts with one source, content/pricing.yml, so a
 * translation holds only names and summaries, in the English file's order.
 */
export const priceListTranslationSchema = z
  .strictObject({
    plans: z
      .array(z.strictObject({ id: planSchema.shape.id, name, summary: planSchema.shape.summary }))
      .length(PLAN_IDS.length)
      .meta({ title: "Plans", description: "Starter, Growth and Scale, in that order." }),
    enterprise: z.strictObject({ name, summary: summary.meta({ title: "Summary" }) }),
    featureGroups: z.array(featureGroupSchema).min(1).meta({
      title: "Feature groups",
      description: "The same groups and features as the English price list, in the same order.",
    }),
  })
  .superRefine((list, context) => checkTierOrder(list.plans, context));

export type PriceListTranslation = z.output<typeof priceListTranslationSchema>;

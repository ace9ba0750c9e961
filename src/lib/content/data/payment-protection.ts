import { z } from "zod";
import { paragraph } from "./paragraph";

const body = paragraph(300, {
  hint: "Placeholders such as {payoutBusinessDays} are filled from the gig terms.",
});

export const stageSchema = z.strictObject({
  actor: z.enum(["Brand", "Gigloom", "Creator"]).meta({ description: "Who acts at this stage." }),
  title: z.string().trim().min(5).max(60),
  body,
});

export const guaranteeSchema = z.strictObject({
  title: z.string().trim().min(5).max(60),
  body,
});

/** content/payment-protection.yml: the path a gig's money takes, and what brands can count on. */
export const paymentProtectionSchema = z.strictObject({
  moneyStages: z.array(stageSchema).min(2).max(6).meta({ title: "Money stages" }),
  brandGuarantees: z.array(guaranteeSchema).min(1).max(6).meta({ title: "Guarantees to brands" }),
});

export type Stage = z.output<typeof stageSchema>;
export type Guarantee = z.output<typeof guaranteeSchema>;

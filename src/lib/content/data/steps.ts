import { z } from "zod";
import { paragraph } from "./paragraph";

export const stepSchema = z.strictObject({
  title: z.string().trim().min(5).max(60),
  body: paragraph(400, {
    hint: "Placeholders such as {revisionRounds} are filled from the gig terms.",
  }),
});

/** content/how-it-works.yml: the steps on the home page (brands) and /creators (creators). */
export const howItWorksSchema = z.strictObject({
  brandSteps: z.array(stepSchema).min(2).max(6).meta({ title: "Steps for brands" }),
  creatorSteps: z.array(stepSchema).min(2).max(6).meta({ title: "Steps for creators" }),
});

export type Step = z.output<typeof stepSchema>;

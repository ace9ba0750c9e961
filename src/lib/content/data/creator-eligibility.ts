import { z } from "zod";
import { paragraph } from "./paragraph";

export const requirementSchema = z.strictObject({
  title: z.string().trim().min(5).max(80),
  body: paragraph(300, { hint: "Placeholders: {minimumCreatorAge}, {platformList}." }),
});

/** content/creator-eligibility.yml: who can join as a creator, in plain words, on /creators. */
export const creatorEligibilitySchema = z.strictObject({
  requirements: z.array(requirementSchema).min(1).max(6),
  noFollowerMinimum: z.string().trim().min(20).max(200).meta({
    title: "No follower minimum",
    description: "Said plainly, because it is the first thing most creators ask.",
  }),
});

export type Requirement = z.output<typeof requirementSchema>;

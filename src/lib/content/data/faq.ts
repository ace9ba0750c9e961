import { z } from "zod";
import { paragraph } from "./paragraph";

export const faqEntrySchema = z.strictObject({
  question: z.string().trim().min(10).max(120),
  answer: paragraph(700, {
    hint: "Facts kept in the price list are written as placeholders, e.g. {creatorFeePercent}; the page shows the number.",
  }),
});

/** content/faq/<page>.yml: the questions a page answers, in order. */
export const faqSchema = z.strictObject({
  questions: z.array(faqEntrySchema).min(1),
});

export type FaqEntry = z.output<typeof faqEntrySchema>;

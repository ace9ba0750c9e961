import { z } from "zod";
import { paragraph } from "./paragraph";

export const testimonialSchema = z.strictObject({
  audience: z.enum(["brand", "creator"]).meta({
    title: "Shown to",
    description: "Brand quotes appear on the home page, creator quotes on /creators.",
  }),
  quote: paragraph(300),
  name: z.string().trim().min(3).max(60),
  role: z.string().trim().min(3).max(60),
  affiliation: z.string().trim().min(2).max(60).meta({
    description: "The brand the person works for, or the platforms a creator posts on.",
  }),
});

/** content/testimonials.yml: customer quotes. People and brands are invented for this site. */
export const testimonialsSchema = z.strictObject({
  testimonials: z.array(testimonialSchema).min(1),
});

export type Testimonial = z.output<typeof testimonialSchema>;

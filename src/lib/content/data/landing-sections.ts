import { z } from "zod";
import { CONTACT_TOPICS } from "@/lib/contact/contract.mjs";
import { CREATOR_TIER_IDS, PLATFORM_IDS } from "@/config/rate-ids";
import { INDUSTRIES, PLATFORMS } from "@/data/taxonomies";

const keysOf = <T extends object>(record: T) => Object.keys(record) as [keyof T, ...(keyof T)[]];

/** A tag, a comment or a script's opening: copy is shown as words, so none of it belongs. */
const MARKUP = /<\s*[a-z!/?]/i;
/** A scheme that runs code where a link is followed, however its letters are spaced out. */
const SCRIPT_SCHEME = /(?:java|vb)\s*script\s*:|data\s*:/i;

const refuseMarkup = (value: string) => !MARKUP.test(value) && !SCRIPT_SCHEME.test(value);
const NO_MARKUP = "text only: no HTML tags, scripts or javascript: links";

/** One line of copy, from `min` to `max` characters, words only. */
export const line = (max: number, min = 2) =>
  z.string().trim().min(min).max(max).refine(refuseMarkup, NO_MARKUP);

/** A paragraph of copy, words only, edited in a multi-line box. */
const text = (max: number, min = 20) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine(refuseMarkup, NO_MARKUP)
    .meta({ cms: { widget: "text" } });

/**
 * Where a button leads: "signup" (the app's sign-up, with the visit's attribution), or a page of
 * the site in the page's language, by its path ("/pricing", "/es/precios"), which the build
 * checks exists (landing-links.ts).
 */
export const actionSchema = z.strictObject({
  label: line(40),
  to: z
    .string()
    .trim()
    .regex(/^(signup|\/[a-z0-9/-]*)$/, 'expected "signup" or a path on this site, e.g. /pricing')
    .meta({
      description:
        'Either "signup" (the sign-up page, with the campaign) or a page of this site in the page\'s language, e.g. /pricing.',
    }),
});

const heading = line(90, 3);
const lead = text(300).optional();

const hero = z
  .strictObject({
    type: z.literal("hero"),
    eyebrow: line(40),
    heading,
    lead: text(300),
    primary: actionSchema,
    secondary: actionSchema.optional(),
  })
  .meta({ title: "Hero" });

const logos = z
  .strictObject({ type: z.literal("logos"), heading: line(90).optional() })
  .meta({ title: "Logo row", description: "The brands of the customer logos file." });

const itemsOf = (min: number, max: number) =>
  z
    .array(z.strictObject({ title: line(60), text: text(240) }))
    .min(min)
    .max(max);

const features = z
  .strictObject({
    type: z.literal("features"),
    eyebrow: line(40),
    heading,
    lead,
    items: itemsOf(3, 6),
  })
  .meta({ title: "Feature grid" });

const steps = z
  .strictObject({
    type: z.literal("steps"),
    eyebrow: line(40),
    heading,
    lead,
    items: itemsOf(3, 5),
  })
  .meta({ title: "Steps" });

const testimonial = z
  .strictObject({
    type: z.literal("testimonial"),
    heading,
    name: line(60).meta({ description: "The name of a quote in the customer quotes file." }),
  })
  .meta({ title: "Testimonial" });

const pricing = z
  .strictObject({ type: z.literal("pricing"), heading })
  .meta({ title: "Pricing plans", description: "The live price list, with its billing switch." });

const caseStudies = z
  .strictObject({
    type: z.literal("caseStudies"),
    heading,
    industry: z.enum(INDUSTRIES).optional(),
    platform: z.enum(keysOf(PLATFORMS)).optional(),
    count: z.number().int().min(2).max(6),
  })
  .meta({
    title: "Case studies",
    description: "The newest case studies of an industry or a platform (give one of the two).",
  });

const rates = z
  .strictObject({
    type: z.literal("rates"),
    heading,
    show: z.enum(["table", "calculator"]),
    platform: z.enum(PLATFORM_IDS),
    tier: z.enum(CREATOR_TIER_IDS).optional(),
    view: z.enum(["brand", "creator"]).optional(),
  })
  .meta({
    title: "Rate guide",
    description:
      "A platform's rate table, or the calculator preset to a platform, a tier and a view.",
  });

const faq = z
  .strictObject({
    type: z.literal("faq"),
    heading,
    items: z
      .array(z.strictObject({ question: line(120, 10), answer: text(700) }))
      .min(1)
      .max(10),
  })
  .meta({ title: "FAQ" });

const cta = z
  .strictObject({
    type: z.literal("cta"),
    heading,
    text: text(300),
    primary: actionSchema,
    secondary: actionSchema.optional(),
  })
  .meta({ title: "Call-to-action band" });

const contact = z
  .strictObject({ type: z.literal("contact"), heading, topic: z.enum(CONTACT_TOPICS) })
  .meta({
    title: "Contact form",
    description: "The site's contact form, opening on the topic chosen here.",
  });

/** One section of a landing page: one of the site's own parts, with the fields its look allows. */
export const landingSectionSchema = z.discriminatedUnion("type", [
  hero,
  logos,
  features,
  steps,
  testimonial,
  pricing,
  caseStudies,
  rates,
  faq,
  cta,
  contact,
]);

export type LandingSection = z.output<typeof landingSectionSchema>;
export type LandingAction = z.output<typeof actionSchema>;

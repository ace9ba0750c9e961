import { z } from "zod";
import type { Locale } from "@/config/locale";
import { localizedDataFile } from "../localized-path";
import { landingSectionSchema, line } from "./landing-sections";

/** A URL segment: lower case, words joined by "-". */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by -, e.g. tiktok-shop-sellers")
  .max(60);

/**
 * content/landing/<name>.yml (English) and content/<locale>/landing/<name>.yml: a campaign's
 * page. The same file name in two languages makes the two pages each other's counterparts; a
 * page may exist in one language only.
 */
export const landingPageSchema = z.strictObject({
  slug: slug.meta({
    description: "Its address: /for/<slug> in English, /es/para/<slug> in Spanish.",
  }),
  title: line(60, 10).meta({ description: "The page's title in search results and tabs." }),
  description: line(170, 70),
  audience: z.enum(["brand", "creator"]).meta({
    description: "Whom it speaks to: a creators page shows the creator buttons in the mobile menu.",
  }),
  campaign: slug.meta({
    description:
      "The campaign sign-ups from this page are credited to, when the visitor brought none.",
  }),
  hidden: z.boolean().default(false).meta({
    title: "Hide from search engines",
    description:
      "For pages only ads lead to: noindex, and left out of the sitemap and site search.",
  }),
  sections: z.array(landingSectionSchema).min(1).max(14),
});

/**
 * Where a language's landing pages are: content/landing, and content/<locale>/landing for
 * every other language. Here, beside the schema, so the loader and the admin read one folder.
 */
export const landingFolder = (locale: Locale) => localizedDataFile("landing", locale);

export type LandingPageData = z.output<typeof landingPageSchema>;

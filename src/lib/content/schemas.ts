import { z } from "zod";
import { BUDGET_BANDS, INDUSTRIES, METRICS, PLATFORMS, TAGS } from "@/data/taxonomies";
import { MEDIA_PUBLIC_PATH } from "@/config/media.mjs";
import { IMAGE_FIELD, IMAGE_FILE_NAME } from "@/lib/images/upload-path";

const keysOf = <T extends object>(record: T) => Object.keys(record) as [keyof T, ...(keyof T)[]];

/** Search results cut descriptions at about 160 characters; the floor keeps them useful. */
const description = z.string().trim().min(70).max(170);
const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "expected a month as YYYY-MM");

/**
 * An optional image at the top of the page and on its card, and its alt text. Two flat fields,
 * not one optional object: the CMS refuses to save an entry whose optional object is left empty
 * while a field inside it is required. So the rule "a cover needs its alt text" spans two fields,
 * which the CMS cannot express; `coverNeedsAlt` holds it at build, naming the field.
 */
const coverFields = {
  cover: z
    .string()
    .regex(IMAGE_FIELD, `expected an uploaded image, ${MEDIA_PUBLIC_PATH}/<file>.jpg`)
    .optional()
    .meta({
      title: "Cover image",
      description: "Optional. A JPEG, PNG, WebP or AVIF, 1920 pixels wide or more, in 16:9.",
      // With choose_url off the CMS saves `/uploads/<file>`, and checks the file name alone.
      cms: {
        widget: "image",
        choose_url: false,
        pattern: [IMAGE_FILE_NAME.source, "A JPEG, PNG, WebP or AVIF file"],
      },
    }),
  coverAlt: z.string().trim().max(160).optional().meta({
    title: "Cover image: alt text",
    description: "Required with a cover: what the image shows, for readers who cannot see it.",
  }),
};

/** The shortest alt text that can say what an image shows. */
const COVER_ALT_MIN = 5;

const coverNeedsAlt = (entry: { cover?: string; coverAlt?: string }) =>
  !entry.cover || (entry.coverAlt ?? "").length >= COVER_ALT_MIN;
const missingCoverAlt = {
  path: ["coverAlt"],
  message: `a cover image needs its alt text (${COVER_ALT_MIN} characters or more): what it shows`,
};

export const postFrontMatterSchema = z
  .strictObject({
    title: z.string().trim().min(10).max(100),
    description,
    date: z.iso.date(),
    updated: z.iso.date().optional(),
    /** An author's id: the name of their file in content/authors (checked as posts load). */
    author: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "expected an author's id, e.g. maya-okafor")
      .meta({
        title: "Author",
        cms: {
          widget: "relation",
          collection: "authors",
          value_field: "{{slug}}",
          search_fields: ["name"],
          display_fields: ["name"],
        },
      }),
    tags: z.array(z.enum(TAGS)).min(1).max(4),
    audience: z.enum(["brands", "creators", "both"]),
    ...coverFields,
  })
  .refine(coverNeedsAlt, missingCoverAlt);

export const caseStudyResultSchema = z.strictObject({
  metric: z.enum(keysOf(METRICS)),
  value: z.number().positive(),
  /** What the campaign is compared with, e.g. the brand's own paid-social average. */
  baseline: z.number().positive(),
  baselineLabel: z.string().trim().min(5).max(80),
  /** How the number was measured: source, window and attribution. */
  measurement: z.string().trim().min(30).max(300),
});

export const caseStudyFrontMatterSchema = z
  .strictObject({
    title: z.string().trim().min(10).max(100),
    description,
    brand: z.string().trim().min(2).max(40),
    about: z.string().trim().min(10).max(120),
    industry: z.enum(INDUSTRIES),
    platforms: z.array(z.enum(keysOf(PLATFORMS))).min(1),
    creators: z.number().int().positive(),
    budget: z.enum(BUDGET_BANDS),
    period: z.strictObject({ start: yearMonth, end: yearMonth }),
    published: z.iso.date(),
    featured: z.boolean().default(false),
    results: z.array(caseStudyResultSchema).min(2).max(5),
    quote: z
      .strictObject({
        text: z.string().trim().min(20).max(300),
        name: z.string().trim().min(3),
        role: z.string().trim().min(3),
      })
      .optional(),
    ...coverFields,
  })
  .refine((study) => study.period.start <= study.period.end, {
    path: ["period", "end"],
    message: "the campaign cannot end before it starts",
  })
  .refine((study) => new Set(study.platforms).size === study.platforms.length, {
    path: ["platforms"],
    message: "a platform is listed twice",
  })
  .refine(coverNeedsAlt, missingCoverAlt);

export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
export type CaseStudyFrontMatter = z.output<typeof caseStudyFrontMatterSchema>;
export type CaseStudyResult = z.output<typeof caseStudyResultSchema>;

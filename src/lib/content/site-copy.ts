import { legalPageIntros } from "@/data/page-intros";
import { WORDMARK_STYLES, type WordmarkStyle } from "@/data/wordmark-styles";
import { ContentError } from "./content-error";
import { loadDataFile } from "./data-file";
import { creatorEligibilitySchema } from "./data/creator-eligibility";
import { customersSchema } from "./data/customers";
import { faqSchema, type FaqEntry } from "./data/faq";
import { pageIntrosSchema } from "./data/page-intros";
import { paymentProtectionSchema } from "./data/payment-protection";
import { howItWorksSchema } from "./data/steps";
import { type Testimonial, testimonialsSchema } from "./data/testimonials";
import { FACTS } from "./facts";
import { fillPlaceholders } from "./placeholders";
import type { z } from "zod";
import type { Locale } from "@/config/locale";
import { localizedDataFile } from "./localized-path";

export type { FaqEntry, Testimonial, WordmarkStyle };
export type { Step } from "./data/steps";
export type { Guarantee, Stage } from "./data/payment-protection";
export type { Requirement } from "./data/creator-eligibility";

export { localizedDataFile };

/**
 * The site's copy that is content, not code: content/*.yml, validated by the schemas in
 * ./data and with their placeholders filled from FACTS. Read once, as the module loads.
 */
function copy<Schema extends z.ZodType>(file: string, schema: Schema): z.output<Schema> {
  return fillPlaceholders(loadDataFile(file, schema), FACTS, file);
}

/** One data file of one language, read once: `path` is below content/ (or content/<locale>/). */
const localizedCopyCache = new Map<string, unknown>();
export function localizedCopy<Schema extends z.ZodType>(
  path: string,
  locale: Locale,
  schema: Schema,
): z.output<Schema> {
  const file = localizedDataFile(path, locale);
  if (!localizedCopyCache.has(file)) localizedCopyCache.set(file, copy(file, schema));
  return localizedCopyCache.get(file) as z.output<Schema>;
}

export const FAQ_PAGES = ["brands", "creators", "pricing"] as const;
export type FaqPage = (typeof FAQ_PAGES)[number];
export const faqFile = (page: FaqPage) => `content/faq/${page}.yml`;

const faqs = Object.fromEntries(
  FAQ_PAGES.map((page) => [page, copy(faqFile(page), faqSchema).questions]),
) as Record<FaqPage, FaqEntry[]>;

export const brandFaq = faqs.brands;
export const creatorFaq = faqs.creators;
export const pricingFaq = faqs.pricing;

const howItWorks = copy("content/how-it-works.yml", howItWorksSchema);
export const { brandSteps, creatorSteps } = howItWorks;

const paymentProtection = copy("content/payment-protection.yml", paymentProtectionSchema);
export const { moneyStages, brandGuarantees } = paymentProtection;

const eligibility = copy("content/creator-eligibility.yml", creatorEligibilitySchema);
/** Who can join Gigloom as a creator: the checks made at sign-up, in plain words. */
export const creatorRequirements = eligibility.requirements;
export const noFollowerMinimum = eligibility.noFollowerMinimum;

export const testimonials: readonly Testimonial[] = copy(
  "content/testimonials.yml",
  testimonialsSchema,
).testimonials;

export function testimonialsFor(audience: Testimonial["audience"]): Testimonial[] {
  return testimonials.filter((testimonial) => testimonial.audience === audience);
}

/**
 * The eyebrow and h1 of each page with a share card. The page shows them and its Open Graph
 * card repeats them, so a shared link previews exactly what the page opens with.
 */
export const pageIntros = {
  ...copy("content/page-intros.yml", pageIntrosSchema),
  ...legalPageIntros,
};
export type PageIntroId = keyof typeof pageIntros;

const CUSTOMERS_FILE = "content/customers.yml";
const customerLogos = loadDataFile(CUSTOMERS_FILE, customersSchema).logos;

/**
 * The wordmark style of each brand in the logo row, by case-study slug. `caseStudySlugs` are
 * the studies that exist: an entry naming another fails, naming the file and the field.
 */
export function wordmarkStyles(caseStudySlugs: readonly string[]): Map<string, WordmarkStyle> {
  const known = new Set(caseStudySlugs);
  return new Map(
    customerLogos.map((logo, index) => {
      if (!known.has(logo.caseStudy)) {
        throw new ContentError(
          CUSTOMERS_FILE,
          `field "logos.${index}.caseStudy": no case study "${logo.caseStudy}" in content/casestudies`,
        );
      }
      return [logo.caseStudy, WORDMARK_STYLES[logo.style]];
    }),
  );
}

export const defaultWordmarkStyle: WordmarkStyle = WORDMARK_STYLES.plain;

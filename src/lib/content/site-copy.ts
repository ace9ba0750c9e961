import { legalPageIntros } from "@/data/page-intros";
import { WORDMARK_STYLES, type WordmarkStyle } from "@/data/wordmark-styles";
import { ContentError } from "./content-error";
import { loadDataFile } from "./data-file";
import { localizedDataFile } from "./localized-path";
import { creatorEligibilitySchema } from "./data/creator-eligibility";
import { customersSchema } from "./data/customers";
import { faqSchema, type FaqEntry } from "./data/faq";
import { pageIntrosSchema } from "./data/page-intros";
import { paymentProtectionSchema } from "./data/payment-protection";
import { howItWorksSchema } from "./data/steps";
import { type Testimonial, testimonialsSchema } from "./data/testimonials";
import { factsFor } from "./facts";
import { fillPlaceholders } from "./placeholders";
import type { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "@/config/locale";

import type { Step } from "./data/steps";
import type { Guarantee, Stage } from "./data/payment-protection";
import type { Requirement } from "./data/creator-eligibility";
import { perLocale } from "@/i18n/per-locale";

export type { FaqEntry, Guarantee, Requirement, Stage, Step, Testimonial, WordmarkStyle };

/**
 * One data file of one language, validated by its schema in ./data, with its placeholders
 * filled from the facts as that language writes them. `path` is below content/ (or
 * content/<locale>/).
 */
export function localizedCopy<Schema extends z.ZodType>(
  path: string,
  locale: Locale,
  schema: Schema,
): z.output<Schema> {
  const file = localizedDataFile(path, locale);
  return fillPlaceholders(loadDataFile(file, schema), factsFor(locale), file);
}

export const FAQ_PAGES = ["brands", "creators", "pricing"] as const;
export type FaqPage = (typeof FAQ_PAGES)[number];
export const faqFile = (page: FaqPage) => `faq/${page}.yml`;

/**
 * The eyebrow and h1 of each page with a share card. The page shows them and its Open Graph
 * card repeats them, so a shared link previews exactly what the page opens with.
 */
export type PageIntros = z.output<typeof pageIntrosSchema> & (typeof legalPageIntros)[Locale];
export type PageIntroId = keyof PageIntros;

/** The site's copy that is content, not code (content/*.yml), in one language. */
export type SiteCopy = {
  faqs: Record<FaqPage, FaqEntry[]>;
  brandSteps: Step[];
  creatorSteps: Step[];
  moneyStages: Stage[];
  brandGuarantees: Guarantee[];
  /** Who can join Gigloom as a creator: the checks made at sign-up, in plain words. */
  creatorRequirements: Requirement[];
  noFollowerMinimum: string;
  testimonials: readonly Testimonial[];
  pageIntros: PageIntros;
};

function readSiteCopy(locale: Locale): SiteCopy {
  const { brandSteps, creatorSteps } = localizedCopy("how-it-works.yml", locale, howItWorksSchema);
  const { moneyStages, brandGuarantees } = localizedCopy(
    "payment-protection.yml",
    locale,
    paymentProtectionSchema,
  );
  const eligibility = localizedCopy("creator-eligibility.yml", locale, creatorEligibilitySchema);
  return {
    faqs: Object.fromEntries(
      FAQ_PAGES.map((page) => [page, localizedCopy(faqFile(page), locale, faqSchema).questions]),
    ) as Record<FaqPage, FaqEntry[]>,
    brandSteps,
    creatorSteps,
    moneyStages,
    brandGuarantees,
    creatorRequirements: eligibility.requirements,
    noFollowerMinimum: eligibility.noFollowerMinimum,
    testimonials: localizedCopy("testimonials.yml", locale, testimonialsSchema).testimonials,
    pageIntros: {
      ...localizedCopy("page-intros.yml", locale, pageIntrosSchema),
      ...legalPageIntros[locale],
    },
  };
}

/** The site's copy in `locale`, read and validated once per build. */
export const siteCopy: (locale: Locale) => SiteCopy = perLocale(readSiteCopy);

export function testimonialsFor(
  locale: Locale,
  audience: Testimonial["audience"],
): readonly Testimonial[] {
  return siteCopy(locale).testimonials.filter((testimonial) => testimonial.audience === audience);
}

/** The English copy, which the English pages and most tests name. */
const english = siteCopy(DEFAULT_LOCALE);
export const { brandSteps, creatorSteps, moneyStages, brandGuarantees, pageIntros } = english;
export const { creatorRequirements, noFollowerMinimum, testimonials } = english;
export const { brands: brandFaq, creators: creatorFaq, pricing: pricingFaq } = english.faqs;

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

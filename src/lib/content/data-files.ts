import type { z } from "zod";
import type { Locale } from "@/config/locale";
import { localizedDataFile } from "./localized-path";
import { authorSchema } from "./data/authors";
import { creatorEligibilitySchema } from "./data/creator-eligibility";
import { customersSchema } from "./data/customers";
import { faqSchema } from "./data/faq";
import { pageIntrosSchema } from "./data/page-intros";
import { paymentProtectionSchema } from "./data/payment-protection";
import { priceListSchema, priceListTranslationSchema } from "./data/pricing";
import { rateCardSchema, rateCardTranslationSchema } from "./data/rates";
import { howItWorksSchema } from "./data/steps";
import { testimonialsSchema } from "./data/testimonials";

/** One YAML file the CMS edits as a whole (a Decap "file" in a file collection). */
export type DataFile = {
  name: string;
  label: string;
  /** Path from the project root. */
  file: string;
  schema: z.ZodType;
  description?: string;
  /**
   * The schema of the file in another language (content/<locale>/<path>), where that file
   * holds only the words; `null` for a file with no words, which serves every language.
   * Otherwise a translation has the English file's schema.
   */
  translation?: z.ZodType | null;
};

/** A folder of YAML files, one entry each, named by file (a Decap folder collection). */
export type DataFolder = {
  name: string;
  label: string;
  folder: string;
  schema: z.ZodType;
  description?: string;
};

/**
 * Every data file under content/ and the schema the build validates it with: the list the
 * CMS configuration is generated from. Adding a data file means adding it here.
 */
export const DATA_FILES: readonly (DataFile | DataFolder)[] = [
  {
    name: "authors",
    label: "Authors",
    folder: "content/authors",
    schema: authorSchema,
    description: "The people who write for the blog. The file name is the id posts refer to.",
  },
  {
    name: "pricing",
    label: "Price list",
    file: "content/pricing.yml",
    schema: priceListSchema,
    description: "Plans, prices, fees and the feature comparison on /pricing.",
    translation: priceListTranslationSchema,
  },
  {
    name: "rates",
    label: "Rate card",
    file: "content/rates.yml",
    schema: rateCardSchema,
    description:
      "Creators' rates by platform, deliverable and tier, the add-ons, and how they were set: the rate guide and its calculator.",
    translation: rateCardTranslationSchema,
  },
  { name: "brands-faq", label: "Home page FAQ", file: "content/faq/brands.yml", schema: faqSchema },
  {
    name: "creators-faq",
    label: "Creators FAQ",
    file: "content/faq/creators.yml",
    schema: faqSchema,
  },
  { name: "pricing-faq", label: "Pricing FAQ", file: "content/faq/pricing.yml", schema: faqSchema },
  {
    name: "customers",
    label: "Customer logos",
    file: "content/customers.yml",
    schema: customersSchema,
    description: "The wordmark style of each brand in the home page's logo row.",
    translation: null,
  },
  {
    name: "testimonials",
    label: "Customer quotes",
    file: "content/testimonials.yml",
    schema: testimonialsSchema,
  },
  {
    name: "page-intros",
    label: "Page intros",
    file: "content/page-intros.yml",
    schema: pageIntrosSchema,
  },
  {
    name: "how-it-works",
    label: "How it works",
    file: "content/how-it-works.yml",
    schema: howItWorksSchema,
  },
  {
    name: "payment-protection",
    label: "Payment protection",
    file: "content/payment-protection.yml",
    schema: paymentProtectionSchema,
  },
  {
    name: "creator-eligibility",
    label: "Creator eligibility",
    file: "content/creator-eligibility.yml",
    schema: creatorEligibilitySchema,
  },
];

/**
 * The data files of another language, content/<locale>/<path>, each with the schema its
 * translation is held to: every file of DATA_FILES that has words.
 */
export function translatedDataFiles(locale: Locale): DataFile[] {
  return DATA_FILES.flatMap((entry) => {
    if (!("file" in entry) || entry.translation === null) return [];
    const path = entry.file.replace(/^content\//, "");
    return [
      {
        ...entry,
        file: localizedDataFile(path, locale),
        schema: entry.translation ?? entry.schema,
      },
    ];
  });
}

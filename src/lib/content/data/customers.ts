import { z } from "zod";
import { WORDMARK_STYLES } from "@/data/wordmark-styles";

const styleIds = Object.keys(WORDMARK_STYLES) as [
  keyof typeof WORDMARK_STYLES,
  ...(keyof typeof WORDMARK_STYLES)[],
];

export const customerLogoSchema = z.strictObject({
  caseStudy: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .meta({
      title: "Case study",
      description: "The brand's case study: its name and link come from there.",
      cms: {
        widget: "relation",
        collection: "casestudies",
        value_field: "{{slug}}",
        search_fields: ["brand"],
        display_fields: ["brand"],
      },
    }),
  style: z.enum(styleIds).meta({
    title: "Wordmark style",
    description: "How the brand's name is drawn, from the styles the design defines.",
  }),
});

/**
 * content/customers.yml: how each customer's wordmark is drawn in the home page's logo row.
 * The row names every brand with a case study; one without an entry here gets the plain style.
 */
export const customersSchema = z.strictObject({
  logos: z.array(customerLogoSchema),
});

import { z } from "zod";

const intro = (page: string) =>
  z
    .strictObject({
      eyebrow: z.string().trim().min(3).max(40).meta({ description: "The label above the title." }),
      title: z.string().trim().min(10).max(90).meta({ description: "The page's h1." }),
    })
    .meta({ title: page, description: "Also the text of the page's share card." });

/** content/page-intros.yml: the eyebrow and h1 of each page with a share card of its own. */
export const pageIntrosSchema = z.strictObject({
  home: intro("Home"),
  creators: intro("For creators"),
  pricing: intro("Pricing"),
  contact: intro("Contact"),
  rates: intro("Rate guide"),
});

export type PageIntro = z.output<ReturnType<typeof intro>>;

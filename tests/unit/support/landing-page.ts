/** A landing page's fields, with `sections` as given: a valid page around them. */
export const landingPageWith = (sections: unknown[], extra: Record<string, unknown> = {}) => ({
  slug: "spring-sale",
  title: "Spring creator videos",
  description:
    "Creator videos for the spring sale, approved before you pay, with the usage rights agreed up front.",
  audience: "brand",
  campaign: "spring-sale",
  sections,
  ...extra,
});

/** A hero as a page opens with it. */
export const hero = {
  type: "hero",
  eyebrow: "Spring sale",
  heading: "Creator videos for spring",
  lead: "Post a gig and approve every video before the creator is paid.",
  primary: { label: "Post a gig", to: "signup" },
};

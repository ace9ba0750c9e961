/** The label above every legal page's title. */
export const LEGAL_EYEBROW = "Legal";

/**
 * The eyebrow and h1 of each of these pages. The page shows them and its Open Graph card
 * repeats them, so a shared link previews exactly what the page opens with.
 */
export const pageIntros = {
  home: {
    eyebrow: "For brands",
    title: "Hire creators for paid gigs. Pay only for work you approve.",
  },
  creators: { eyebrow: "For creators", title: "Paid gigs from brands that want your audience" },
  pricing: { eyebrow: "Pricing", title: "Simple plans for brands. Free for creators." },
  contact: { eyebrow: "Contact", title: "Talk to the Gigloom team" },
  privacy: { eyebrow: LEGAL_EYEBROW, title: "Privacy policy" },
  terms: { eyebrow: LEGAL_EYEBROW, title: "Terms of use" },
} as const;

export type PageIntroId = keyof typeof pageIntros;

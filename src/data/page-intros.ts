/** The label above every legal page's title. */
export const LEGAL_EYEBROW = "Legal";

/**
 * The eyebrow and h1 of the legal pages. They are part of the legal text, so they stay in
 * code; the other pages' intros are content, in content/page-intros.yml.
 */
export const legalPageIntros = {
  privacy: { eyebrow: LEGAL_EYEBROW, title: "Privacy policy" },
  terms: { eyebrow: LEGAL_EYEBROW, title: "Terms of use" },
} as const;

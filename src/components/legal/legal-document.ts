import type { ReactNode } from "react";

export type LegalSection = {
  /** The section's anchor, for the contents list and for links from elsewhere. */
  id: string;
  heading: string;
  body: ReactNode;
};

export type LegalDocument = {
  title: string;
  /** The page's meta description. */
  description: string;
  /** ISO date of the last change (YYYY-MM-DD). */
  updated: string;
  /** The short version, shown first. */
  summary: readonly string[];
  sections: readonly LegalSection[];
};

/**
 * A legal document summarised in another language: the page shows it first, then the
 * document itself in its own language, which is the one that applies.
 */
export type LegalSummary = {
  /** The page's meta description in the summary's language. */
  description: string;
  points: readonly string[];
};

import { MarkdownContent } from "@/components/content/markdown-content";
import type { LegalDocument } from "@/components/legal/legal-document";
import { recaptchaSiteKey } from "@/lib/firebase/config";
import { pageIntros } from "@/lib/content";
import { legalSummaryText, legalText } from "@/lib/content/legal-text";
import type { Locale } from "@/config/locale";

/**
 * The privacy policy: its words are content (content/legal/privacy.md), with the retention
 * periods, names and addresses filled from their sources. It names reCAPTCHA only when the
 * contact form uses it.
 */
const text = legalText("privacy", { recaptcha: Boolean(recaptchaSiteKey) });

export const privacyPolicy: LegalDocument = {
  title: pageIntros.privacy.title,
  description: text.description,
  updated: text.updated,
  summary: text.summary,
  sections: text.sections.map(({ id, heading, body }) => ({
    id,
    heading,
    // The text applies in English, on every language's page.
    body: <MarkdownContent entry={body} locale="en" />,
  })),
};

/** The policy summarised in `locale` (content/<locale>/legal/privacy.md). */
export const privacySummary = (locale: Locale) => legalSummaryText("privacy", locale);

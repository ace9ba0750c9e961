import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { siteCopy } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import { LegalPage } from "@/components/legal/legal-page";
import { SearchablePage } from "@/components/search/searchable-page";
import { privacyPolicy } from "./privacy-policy";
import { legalSummaries } from "./legal-summaries";
import { termsOfUse } from "./terms-of-use";

export type LegalPageId = "privacy" | "terms";

const documents = { privacy: privacyPolicy, terms: termsOfUse } as const;

const summaryOf = (page: LegalPageId, locale: Locale) => legalSummaries[locale]?.[page];

export function legalMetadata(page: LegalPageId, locale: Locale) {
  const document = documents[page];
  return pageMetadata({
    title: siteCopy(locale).pageIntros[page].title,
    description: summaryOf(page, locale)?.description ?? document.description,
    path: routesFor(locale)[page],
  });
}

/** The privacy policy or the terms of use, in the page's language or summarised in it. */
export function LegalRoute({ page, locale }: { page: LegalPageId; locale: Locale }) {
  return (
    <SearchablePage locale={locale}>
      <LegalPage
        document={documents[page]}
        intro={siteCopy(locale).pageIntros[page]}
        locale={locale}
        summary={summaryOf(page, locale)}
      />
    </SearchablePage>
  );
}

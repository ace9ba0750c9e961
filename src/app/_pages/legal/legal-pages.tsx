import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { siteCopy } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import { LegalPage } from "@/components/legal/legal-page";
import type { PageDeclaration } from "../page-declaration";
import { privacyPolicy } from "./privacy-policy";
import { legalSummaries } from "./legal-summaries";
import { termsOfUse } from "./terms-of-use";

type LegalPageId = "privacy" | "terms";

const documents = { privacy: privacyPolicy, terms: termsOfUse } as const;

const summaryOf = (page: LegalPageId, locale: Locale) => legalSummaries[locale]?.[page];

/** The privacy policy or the terms of use, in the page's language or summarised in it. */
function legalPage(page: LegalPageId): PageDeclaration {
  return {
    metadata: (locale) =>
      pageMetadata({
        title: siteCopy(locale).pageIntros[page].title,
        description: summaryOf(page, locale)?.description ?? documents[page].description,
        path: routesFor(locale)[page],
      }),
    shareCard: (locale) => siteCopy(locale).pageIntros[page],
    listTitle: (locale) => translator(locale, "search.sitemap")(page),
    searchable: true,
    Body: ({ locale }) => (
      <LegalPage
        document={documents[page]}
        intro={siteCopy(locale).pageIntros[page]}
        locale={locale}
        summary={summaryOf(page, locale)}
      />
    ),
  };
}

export const privacyPage = legalPage("privacy");
export const termsPage = legalPage("terms");

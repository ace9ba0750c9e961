import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { siteCopy } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import { SearchablePage } from "@/components/search/searchable-page";
import { PageIntro } from "@/components/ui/page-intro";
import { CalculatorSection } from "./calculator-section";
import { PlatformOverview } from "./platform-overview";
import { RateGuideCta } from "./rate-guide-cta";
import { RateReview } from "./rate-review";

export function rateGuideMetadata(locale: Locale) {
  const t = translator(locale, "rates");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: routesFor(locale).rates,
  });
}

/**
 * The rate guide: what creators charge on each platform, by audience size, and the calculator
 * that turns it into a campaign's budget or a creator's take-home. Every figure comes from the
 * rate card (content/rates.yml), shown with its review date and method.
 */
export function RateGuidePage({ locale }: { locale: Locale }) {
  const t = translator(locale, "rates");
  return (
    <SearchablePage locale={locale}>
      <PageIntro {...siteCopy(locale).pageIntros.rates}>
        <p>{t("lead")}</p>
        <RateReview locale={locale} />
      </PageIntro>
      <CalculatorSection locale={locale} />
      <PlatformOverview locale={locale} />
      <RateGuideCta locale={locale} />
    </SearchablePage>
  );
}

import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { siteCopy } from "@/lib/content";
import { PageIntro } from "@/components/ui/page-intro";
import { CalculatorSection } from "./calculator-section";
import { PlatformOverview } from "./platform-overview";
import { RateGuideCta } from "./rate-guide-cta";
import { RateReview } from "./rate-review";

/**
 * The rate guide: what creators charge on each platform, by audience size, and the calculator
 * that turns it into a campaign's budget or a creator's take-home. Every figure comes from the
 * rate card (content/rates.yml), shown with its review date and method.
 */
export function RateGuidePage({ locale }: { locale: Locale }) {
  const t = translator(locale, "rates");
  return (
    <>
      <PageIntro {...siteCopy(locale).pageIntros.rates}>
        <p>{t("lead")}</p>
        <RateReview locale={locale} />
      </PageIntro>
      <CalculatorSection locale={locale} />
      <PlatformOverview locale={locale} />
      <RateGuideCta locale={locale} />
    </>
  );
}

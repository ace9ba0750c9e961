import { notFound } from "next/navigation";
import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { platformRatesPath, rateCard, type RateCard } from "@/lib/content";
import { inputsQuery } from "@/lib/rates/inputs";
import { readInputs } from "@/lib/rates/read-inputs";
import { pageMetadata } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";
import { Faq } from "@/components/sections/faq";
import { SearchablePage } from "@/components/search/searchable-page";
import { Button } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { RateGuideCta } from "./rate-guide-cta";
import { RateReview } from "./rate-review";
import { PlatformRateTables } from "./platform-rate-tables";

function platformOf(locale: Locale, id: string): RateCard["platforms"][number] | undefined {
  return rateCard(locale).platforms.find((platform) => platform.id === id);
}

export function platformRatesMetadata(locale: Locale, id: string) {
  const platform = platformOf(locale, id);
  if (!platform) return {};
  const t = translator(locale, "rates");
  return pageMetadata({
    title: t("platformMetaTitle", { platform: platform.name }),
    description: t("platformMetaDescription", { platform: platform.name }),
    path: platformRatesPath(id, locale),
  });
}

export const platformRatesOgAlt = (locale: Locale) => translator(locale, "rates")("metaTitle");

export function platformRatesOgImage(locale: Locale, id: string) {
  const t = translator(locale, "rates");
  const name = platformOf(locale, id)?.name ?? id;
  return renderOgCard({
    eyebrow: t("platformEyebrow"),
    title: t("platformTitle", { platform: name }),
    locale,
  });
}

/**
 * One platform's rates: a table per deliverable (low, typical, high by creator tier), what
 * moves a rate, its own questions (with their FAQPage data), and the way to the calculator,
 * set to this platform.
 */
export function PlatformRatesPage({ locale, id }: { locale: Locale; id: string }) {
  const platform = platformOf(locale, id);
  if (!platform) notFound();
  const t = translator(locale, "rates");
  const card = rateCard(locale);
  const pages = routesFor(locale);
  const estimate = inputsQuery(
    readInputs(new URLSearchParams({ platform: platform.id }), card),
    card,
  );
  return (
    <SearchablePage locale={locale}>
      <PageIntro
        eyebrow={t("platformEyebrow")}
        title={t("platformTitle", { platform: platform.name })}
        actions={
          <>
            <Button href={`${pages.rates}?${estimate}#calculator`}>
              {t("estimateThis", { platform: platform.name })}
            </Button>
            <Button href={pages.rates} variant="secondary">
              {t("allPlatforms")}
            </Button>
          </>
        }
      >
        <p>{platform.intro}</p>
        <RateReview locale={locale} />
      </PageIntro>
      <Section id="rates" labelledBy="rates-title" tone="paper">
        <SectionHeading
          id="rates-title"
          eyebrow={t("tablesEyebrow")}
          title={t("tablesTitle", { platform: platform.name })}
        />
        <PlatformRateTables platform={platform} tiers={card.tiers} locale={locale} />
      </Section>
      <Section id="rate-factors" labelledBy="rate-factors-title">
        <SectionHeading id="rate-factors-title" title={t("rateFactorsTitle")} />
        <ul className="mt-6 max-w-3xl list-disc space-y-2 pl-6 text-lg text-muted">
          {platform.rateFactors.map((factor) => (
            <li key={factor}>{factor}</li>
          ))}
        </ul>
        <p className="mt-8">
          <TextLink href={pages.rates}>{t("allPlatforms")}</TextLink>
        </p>
      </Section>
      <Faq
        locale={locale}
        title={t("faqTitle", { platform: platform.name })}
        items={platform.faq}
        tone="paper"
      />
      <RateGuideCta locale={locale} />
    </SearchablePage>
  );
}

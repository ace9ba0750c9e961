import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { type LandingSection, platformRatesPath, rateCard } from "@/lib/content";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { TextLink } from "@/components/ui/text-link";
import { CalculatorSection } from "../rates/calculator-section";
import { PlatformRateTables } from "../rates/platform-rate-tables";

type RatesSection = Extract<LandingSection, { type: "rates" }>;

/** A platform's rate tables, as on its page of the rate guide, or the calculator preset to it. */
export function RatesSection({ section, locale }: { section: RatesSection; locale: Locale }) {
  if (section.show === "calculator") {
    const { platform, tier, view } = section;
    return (
      <CalculatorSection
        locale={locale}
        title={section.heading}
        preset={{ platform, ...(tier && { tier }), ...(view && { view }) }}
      />
    );
  }
  const card = rateCard(locale);
  const platform = card.platforms.find((candidate) => candidate.id === section.platform)!;
  const t = translator(locale, "rates");
  return (
    <Section id="rates" labelledBy="rates-title" tone="paper">
      <SectionHeading id="rates-title" eyebrow={t("tablesEyebrow")} title={section.heading}>
        <p>{platform.intro}</p>
      </SectionHeading>
      <PlatformRateTables platform={platform} tiers={card.tiers} locale={locale} />
      <p className="mt-8">
        <TextLink href={platformRatesPath(platform.id, locale)}>
          {t("platformTitle", { platform: platform.name })}
        </TextLink>
      </p>
    </Section>
  );
}

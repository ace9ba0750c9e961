import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { platformRatesPath, rateCard } from "@/lib/content";
import { rateMoney } from "@/lib/rates/money";
import { rateOfTier } from "@/lib/rates/rate-table";
import { dollarsToCents } from "@/lib/rates/rounding";
import { AnyLink } from "@/components/ui/any-link";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";

/**
 * A card per platform: the typical rate of its first deliverable for each creator tier, and the
 * way to its own page, which has every deliverable with its low and high rates.
 */
export function PlatformOverview({ locale }: { locale: Locale }) {
  const t = translator(locale, "rates");
  const card = rateCard(locale);
  const money = rateMoney(locale);
  return (
    <Section id="platforms" labelledBy="platforms-title" tone="paper">
      <SectionHeading
        id="platforms-title"
        eyebrow={t("platformsEyebrow")}
        title={t("platformsTitle")}
      >
        <p>{t("platformsLead")}</p>
      </SectionHeading>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {card.platforms.map((platform) => {
          const deliverable = platform.deliverables[0]!;
          return (
            <li key={platform.id} className="relative rounded-card bg-white p-6 ring-1 ring-line">
              <h3 className="text-subheading font-bold">
                <AnyLink
                  href={platformRatesPath(platform.id, locale)}
                  className="rounded-sm after:absolute after:inset-0 after:rounded-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                >
                  {t("platformRates", { platform: platform.name })}
                </AnyLink>
              </h3>
              <p className="mt-1 text-muted">
                {t("typical")}: {deliverable.name}
              </p>
              <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 tabular-nums">
                {card.tiers.map((tier) => (
                  <div key={tier.id} className="flex justify-between gap-3">
                    <dt className="text-muted">{tier.name}</dt>
                    <dd className="font-semibold">
                      {money(dollarsToCents(rateOfTier(deliverable, tier.id).typical))}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

import { localeFacts, type Locale } from "@/config/locale";
import { creatorPayout } from "@/domain/pricing/creator-payout";
import { formatMoney, formatPercent } from "@/domain/pricing/format";
import { gigTerms } from "@/data/gig-terms";
import { translator } from "@/i18n/translator";
import { Section } from "@/components/ui/section";
import { SectionHeading } from "@/components/ui/section-heading";
import { CREATOR_FEE_PERCENT, CURRENCY, EXAMPLE_GIG_FEE_CENTS } from "@/lib/content";

type CreatorFeesProps = {
  locale: Locale;
  id: string;
  /** The page's messages that introduce the section: its eyebrow, title and lead. */
  words: "creators.fees" | "pricing.creatorFees";
};

/**
 * What creators pay and when they are paid, with a worked example in real money. Each page
 * introduces it in its own words; the lead quotes the fee, which is filled in here.
 */
export function CreatorFees({ locale, id, words }: CreatorFeesProps) {
  const t = translator(locale, "sections");
  const intro = translator(locale, words);
  const headingId = `${id}-title`;
  const example = creatorPayout(EXAMPLE_GIG_FEE_CENTS, CREATOR_FEE_PERCENT);
  const money = (cents: number) => formatMoney(cents, CURRENCY, localeFacts[locale].tag);
  const percent = CREATOR_FEE_PERCENT;
  const facts = [
    { value: t("feeFactFree"), label: t("feeFactFreeLabel") },
    { value: formatPercent(percent, localeFacts[locale].tag), label: t("feeFactPercentLabel") },
    {
      value: t("feeFactDays", { days: gigTerms.payoutBusinessDays }),
      label: t("feeFactDaysLabel"),
    },
  ];
  return (
    <Section id={id} labelledBy={headingId} tone="paper">
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <SectionHeading id={headingId} eyebrow={intro("eyebrow")} title={intro("title")}>
          <p>{intro("lead", { percent })}</p>
        </SectionHeading>
        <figure className="self-start rounded-card bg-white p-card ring-1 ring-line">
          <figcaption className="font-bold">
            {t("feeExampleCaption", { fee: money(EXAMPLE_GIG_FEE_CENTS) })}
          </figcaption>
          <dl className="mt-6 divide-y divide-line text-lg">
            <div className="flex justify-between gap-4 py-3">
              <dt>{t("feeExampleGigFee")}</dt>
              <dd className="font-semibold tabular-nums">{money(EXAMPLE_GIG_FEE_CENTS)}</dd>
            </div>
            <div className="flex justify-between gap-4 py-3 text-muted">
              <dt>{t("feeExampleGigloomFee", { percent })}</dt>
              <dd className="tabular-nums">−{money(example.feeCents)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 py-3">
              <dt className="font-bold">{t("feeExamplePaidToYou")}</dt>
              <dd className="text-2xl font-bold text-mint tabular-nums">
                {money(example.payoutCents)}
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-muted">
            {t("feeExampleNote", {
              payoutDays: gigTerms.payoutBusinessDays,
              reviewDays: gigTerms.reviewWindowDays,
            })}
          </p>
        </figure>
      </div>
      <dl className="mt-12 grid gap-8 sm:grid-cols-3 lg:mt-16">
        {facts.map((fact) => (
          <div
            key={fact.value}
            className="flex flex-col-reverse justify-end border-t-2 border-ink pt-4"
          >
            <dt className="mt-1 text-muted">{fact.label}</dt>
            <dd className="text-3xl font-bold tracking-tight">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

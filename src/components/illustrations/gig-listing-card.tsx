import { localeFacts, type Locale } from "@/config/locale";
import { formatMoney } from "@/domain/pricing/format";
import { CURRENCY } from "@/data/pricing";
import { translator } from "@/i18n/translator";
import { IllustrationCard } from "./illustration-card";

/** The pictured gig's budget range, in cents. */
const BUDGET_CENTS = { low: 150_000, high: 250_000 };

/** The creators page's hero picture: a gig as a creator finds it, all the facts up front. */
export function GigListingCard({ locale }: { locale: Locale }) {
  const t = translator(locale, "illustrations");
  const money = (cents: number) => formatMoney(cents, CURRENCY, localeFacts[locale].tag);
  const budget = { low: money(BUDGET_CENTS.low), high: money(BUDGET_CENTS.high) };
  const facts = [
    { term: t("listingDeliverable"), detail: t("listingDeliverableValue") },
    { term: t("listingUsage"), detail: t("listingUsageValue") },
    { term: t("listingDeadline"), detail: t("listingDeadlineValue") },
    { term: t("listingBudget"), detail: t("listingBudgetValue", budget) },
  ];
  return (
    <IllustrationCard
      label={t("listingLabel", budget)}
      halo="mint"
      footer={t("listingFooter")}
      action={t("listingAction")}
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-semibold">Velomira</span>
        <span className="rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent">
          {t("listingBadge")}
        </span>
      </div>
      <p className="mt-4 text-subheading font-bold">{t("listingTitle")}</p>
      <p className="mt-2 text-sm text-muted">{t("listingLookingFor")}</p>
      <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-4 border-t border-line pt-5 text-sm">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-muted">{fact.term}</dt>
            <dd className="mt-0.5 font-semibold">{fact.detail}</dd>
          </div>
        ))}
      </dl>
    </IllustrationCard>
  );
}

import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { planPrices } from "@/lib/pricing/plan-prices";
import type { Plan } from "@/lib/content";

/*
 * Which price shows follows the billing switch's checked radio, through CSS alone: the
 * pricing section is the `group/billing`, and `:has(#billing-annual:checked)` swaps the two.
 * Both blocks have the same shape, so switching moves nothing else on the page.
 */
const showWhenMonthly = "group-has-[#billing-annual:checked]/billing:hidden";
const showWhenAnnual = "hidden group-has-[#billing-annual:checked]/billing:block";

function Amount({ value, locale }: { value: string; locale: Locale }) {
  const t = translator(locale, "pricing");
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-5xl font-bold tracking-tight tabular-nums">{value}</span>
      <span className="text-muted">
        <span aria-hidden="true">{t("perMonthShort")}</span>
        <span className="sr-only">{t("perMonth")}</span>
      </span>
    </p>
  );
}

export function PlanPrice({ plan, locale }: { plan: Plan; locale: Locale }) {
  const t = translator(locale, "pricing");
  const prices = planPrices(plan, locale);
  return (
    <div>
      <div className={showWhenMonthly}>
        <Amount value={prices.monthly.perMonth} locale={locale} />
        <p className="mt-2 text-sm text-muted">
          {t("billedMonthly", { annualPerMonth: prices.annual.perMonth })}
        </p>
      </div>
      <div className={showWhenAnnual}>
        <Amount value={prices.annual.perMonth} locale={locale} />
        <p className="mt-2 text-sm text-muted">{t("billedYearly", prices.annual)}</p>
      </div>
    </div>
  );
}

import { localeFacts, type Locale } from "@/config/locale";
import { annualPrice } from "@/domain/pricing/billing";
import { formatMoney } from "@/domain/pricing/format";
import { ANNUAL_DISCOUNT_PERCENT, CURRENCY, type Plan } from "@/lib/content/price-list";

/** What a plan card shows for each billing period, as display strings. */
export type PlanPrices = {
  monthly: { perMonth: string };
  annual: { perMonth: string; perYear: string; saving: string };
};

export function planPrices(plan: Plan, locale: Locale): PlanPrices {
  const annual = annualPrice(plan.monthlyCents, ANNUAL_DISCOUNT_PERCENT);
  const money = (cents: number) => formatMoney(cents, CURRENCY, localeFacts[locale].tag);
  return {
    monthly: { perMonth: money(plan.monthlyCents) },
    annual: {
      perMonth: money(annual.perMonthCents),
      perYear: money(annual.perYearCents),
      saving: money(annual.savingPerYearCents),
    },
  };
}

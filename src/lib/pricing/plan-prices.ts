import { siteLocale } from "@/config/locale";
import { annualPrice } from "@/domain/pricing/billing";
import { formatMoney } from "@/domain/pricing/format";
import { ANNUAL_DISCOUNT_PERCENT, CURRENCY, type Plan } from "@/lib/content/price-list";

/** What a plan card shows for each billing period, as display strings. */
export type PlanPrices = {
  monthly: { perMonth: string };
  annual: { perMonth: string; perYear: string; saving: string };
};

export function planPrices(plan: Plan): PlanPrices {
  const annual = annualPrice(plan.monthlyCents, ANNUAL_DISCOUNT_PERCENT);
  return {
    monthly: { perMonth: formatMoney(plan.monthlyCents, CURRENCY, siteLocale.tag) },
    annual: {
      perMonth: formatMoney(annual.perMonthCents, CURRENCY, siteLocale.tag),
      perYear: formatMoney(annual.perYearCents, CURRENCY, siteLocale.tag),
      saving: formatMoney(annual.savingPerYearCents, CURRENCY, siteLocale.tag),
    },
  };
}

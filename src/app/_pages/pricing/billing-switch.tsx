import { BILLING_PERIODS } from "@/domain/pricing/billing";
import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { ANNUAL_DISCOUNT_PERCENT } from "@/lib/content";
import { pricingPeriodAttributes } from "@/lib/interactions/attributes";

/**
 * Monthly or annual prices, as a native radio group. No JavaScript: the plan cards read the
 * checked radio through CSS `:has()` (see PlanPrice). Browsers without `:has()` hide the
 * switch and keep the monthly prices, and the saving is always said in words below it.
 */
export function BillingSwitch({ locale }: { locale: Locale }) {
  const t = translator(locale, "pricing");
  return (
    <fieldset {...pricingPeriodAttributes} className="hidden supports-[selector(:has(*))]:block">
      <legend className="sr-only">{t("billingPeriod")}</legend>
      <div className="inline-flex rounded-full bg-paper p-1 ring-1 ring-line">
        {BILLING_PERIODS.map((period) => (
          <label
            key={period}
            className="group/period relative cursor-pointer rounded-full px-5 py-2.5 font-semibold text-muted transition-colors has-checked:bg-ink has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent motion-reduce:transition-none"
          >
            <input
              type="radio"
              name="billing"
              value={period}
              id={`billing-${period}`}
              defaultChecked={period === "monthly"}
              className="sr-only"
            />
            {t(period)}
            {period === "annual" ? (
              <span className="ml-2 text-sm font-bold text-mint group-has-checked/period:text-mint-soft">
                {t("save", { percent: ANNUAL_DISCOUNT_PERCENT })}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { Container } from "@/components/ui/container";
import { BillingSwitch } from "./billing-switch";
import { EnterpriseCard } from "./enterprise-card";
import { PlanCard } from "./plan-card";
import { ANNUAL_DISCOUNT_PERCENT, CURRENCY, priceList } from "@/lib/content";

/**
 * The brand plans with their billing switch. This section is the `group/billing` that the
 * plan prices read the switch's state from. Its heading is for screen readers, unless a page
 * (a landing page) gives it a `title` to show.
 */
export function PricingPlans({ locale, title }: { locale: Locale; title?: string }) {
  const t = translator(locale, "pricing");
  return (
    <section aria-labelledby="plans-title" className="group/billing pb-section">
      <Container>
        <h2
          id="plans-title"
          className={title ? "mb-8 text-heading font-bold text-balance" : "sr-only"}
        >
          {title ?? t("plansTitle")}
        </h2>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
          <BillingSwitch locale={locale} />
          <p className="text-sm text-muted">
            {t("pricesNote", { currency: CURRENCY, percent: ANNUAL_DISCOUNT_PERCENT })}
          </p>
        </div>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {priceList(locale).plans.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} locale={locale} />
            </li>
          ))}
        </ul>
        <div className="mt-6">
          <EnterpriseCard locale={locale} />
        </div>
      </Container>
    </section>
  );
}

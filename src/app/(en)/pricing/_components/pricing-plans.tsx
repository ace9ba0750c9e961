import { Container } from "@/components/ui/container";
import { BillingSwitch } from "./billing-switch";
import { EnterpriseCard } from "./enterprise-card";
import { PlanCard } from "./plan-card";
import { ANNUAL_DISCOUNT_PERCENT, CURRENCY, plans } from "@/lib/content";

/**
 * The brand plans with their billing switch. This section is the `group/billing` that the
 * plan prices read the switch's state from.
 */
export function PricingPlans() {
  return (
    <section aria-labelledby="plans-title" className="group/billing pb-section">
      <Container>
        <h2 id="plans-title" className="sr-only">
          Plans for brands
        </h2>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
          <BillingSwitch />
          <p className="text-sm text-muted">
            Prices in {CURRENCY}, before tax. Pay yearly and save {ANNUAL_DISCOUNT_PERCENT}%.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <div className="mt-6">
          <EnterpriseCard />
        </div>
      </Container>
    </section>
  );
}

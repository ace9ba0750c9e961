import { planPrices } from "@/lib/pricing/plan-prices";
import type { Plan } from "@/lib/content";

/*
 * Which price shows follows the billing switch's checked radio, through CSS alone: the
 * pricing section is the `group/billing`, and `:has(#billing-annual:checked)` swaps the two.
 * Both blocks have the same shape, so switching moves nothing else on the page.
 */
const showWhenMonthly = "group-has-[#billing-annual:checked]/billing:hidden";
const showWhenAnnual = "hidden group-has-[#billing-annual:checked]/billing:block";

function Amount({ value }: { value: string }) {
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-5xl font-bold tracking-tight tabular-nums">{value}</span>
      <span className="text-muted">
        <span aria-hidden="true">/mo</span>
        <span className="sr-only">per month</span>
      </span>
    </p>
  );
}

export function PlanPrice({ plan }: { plan: Plan }) {
  const prices = planPrices(plan);
  return (
    <div>
      <div className={showWhenMonthly}>
        <Amount value={prices.monthly.perMonth} />
        <p className="mt-2 text-sm text-muted">
          Billed monthly. Or {prices.annual.perMonth} a month, billed yearly.
        </p>
      </div>
      <div className={showWhenAnnual}>
        <Amount value={prices.annual.perMonth} />
        <p className="mt-2 text-sm text-muted">
          Billed {prices.annual.perYear} yearly: you save {prices.annual.saving}.
        </p>
      </div>
    </div>
  );
}

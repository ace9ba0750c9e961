import { pricingPlacement } from "@gigloom/attribution";
import { ACTIVE_GIGS, SEATS, limitLabel } from "@/domain/pricing/limits";
import { siteConfig } from "@/config/site";
import { featuresStartingAt, previousTier } from "@/lib/pricing/plan-features";
import { cn } from "@/lib/cn";
import { Button } from "@/components/ui/button";
import { FeatureList } from "./feature-list";
import { PlanPrice } from "./plan-price";
import { featureGroups, FREE_TRIAL_DAYS, plans, type Plan } from "@/lib/content";

function tierName(id: string | undefined): string | undefined {
  return plans.find((plan) => plan.id === id)?.name;
}

/** One brand plan: its price for the chosen billing period, its limits and what it adds. */
export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.id}`;
  const below = tierName(previousTier(plan.id));
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex flex-col rounded-card bg-white p-card",
        plan.recommended ? "ring-2 ring-accent" : "ring-1 ring-line",
      )}
    >
      {plan.recommended ? (
        <p className="absolute -top-3.5 left-card rounded-full bg-accent px-3 py-1 text-xs font-bold text-white">
          Best for most brands
        </p>
      ) : null}
      <h3 id={headingId} className="text-subheading font-bold">
        {plan.name}
      </h3>
      <p className="mt-2 min-h-12 text-sm text-muted">{plan.summary}</p>
      <div className="mt-6">
        <PlanPrice plan={plan} />
      </div>
      <Button
        href={siteConfig.links.signUp}
        variant={plan.recommended ? "primary" : "secondary"}
        size="md"
        placement={pricingPlacement(plan.id)}
        audience="brand"
        className="mt-6"
        aria-describedby={headingId}
      >
        Start {FREE_TRIAL_DAYS}-day free trial
      </Button>
      <p className="mt-6 border-t border-line pt-6 text-sm font-semibold">
        {limitLabel(plan.limits.activeGigs, ACTIVE_GIGS)} · {limitLabel(plan.limits.seats, SEATS)}
      </p>
      <p className="mt-4 text-sm text-muted">
        {below ? `Everything in ${below}, plus:` : "Includes:"}
      </p>
      <FeatureList features={featuresStartingAt(featureGroups, plan.id)} />
    </article>
  );
}

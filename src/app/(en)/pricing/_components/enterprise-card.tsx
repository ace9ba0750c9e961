import { pricingPlacement } from "@gigloom/attribution";
import { ACTIVE_GIGS, SEATS, limitLabel } from "@/domain/pricing/limits";
import { routes } from "@/config/site";
import { featuresStartingAt } from "@/lib/pricing/plan-features";
import { Button } from "@/components/ui/button";
import { FeatureList } from "./feature-list";
import { featureGroups, enterprise, plans } from "@/lib/content";

/** Enterprise has no list price: it is agreed with each customer, so the card asks to talk. */
export function EnterpriseCard() {
  const largest = plans.at(-1)?.name;
  return (
    <article
      aria-labelledby="plan-enterprise"
      className="grid gap-8 rounded-card bg-paper p-card ring-1 ring-line md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-center"
    >
      <div>
        <h3 id="plan-enterprise" className="text-subheading font-bold">
          {enterprise.name}
        </h3>
        <p className="mt-2 max-w-md text-muted">{enterprise.summary}</p>
        <p className="mt-5 text-2xl font-bold">Priced to your volume</p>
        <Button
          href={routes.contact}
          size="md"
          placement={pricingPlacement("enterprise")}
          audience="brand"
          className="mt-6"
          aria-describedby="plan-enterprise"
        >
          Talk to our team
        </Button>
      </div>
      <div>
        <p className="text-sm font-semibold">
          {limitLabel(enterprise.limits.activeGigs, ACTIVE_GIGS)} ·{" "}
          {limitLabel(enterprise.limits.seats, SEATS)}
        </p>
        <p className="mt-4 text-sm text-muted">Everything in {largest}, plus:</p>
        <FeatureList features={featuresStartingAt(featureGroups, enterprise.id)} />
      </div>
    </article>
  );
}

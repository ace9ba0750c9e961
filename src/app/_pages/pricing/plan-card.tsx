import { pricingPlacement } from "@gigloom/attribution";
import { limitLabel } from "@/domain/pricing/limits";
import { limitNouns } from "@/i18n/limit-nouns";
import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { siteConfig } from "@/config/site";
import { featuresStartingAt, previousTier } from "@/lib/pricing/plan-features";
import { cn } from "@/lib/cn";
import { Button } from "@/components/ui/button";
import { FeatureList } from "./feature-list";
import { PlanPrice } from "./plan-price";
import { FREE_TRIAL_DAYS, priceList, type Plan } from "@/lib/content";

/** One brand plan: its price for the chosen billing period, its limits and what it adds. */
export function PlanCard({ plan, locale }: { plan: Plan; locale: Locale }) {
  const t = translator(locale, "pricing");
  const { plans, featureGroups } = priceList(locale);
  const nouns = limitNouns(locale);
  const headingId = `plan-${plan.id}`;
  const below = plans.find((tier) => tier.id === previousTier(plan.id))?.name;
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
          {t("recommended")}
        </p>
      ) : null}
      <h3 id={headingId} className="text-subheading font-bold">
        {plan.name}
      </h3>
      <p className="mt-2 min-h-12 text-sm text-muted">{plan.summary}</p>
      <div className="mt-6">
        <PlanPrice plan={plan} locale={locale} />
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
        {t("startTrial", { days: FREE_TRIAL_DAYS })}
      </Button>
      <p className="mt-6 border-t border-line pt-6 text-sm font-semibold">
        {limitLabel(plan.limits.activeGigs, nouns.activeGigs)} ·{" "}
        {limitLabel(plan.limits.seats, nouns.seats)}
      </p>
      <p className="mt-4 text-sm text-muted">
        {below ? t("everythingIn", { plan: below }) : t("includes")}
      </p>
      <FeatureList features={featuresStartingAt(featureGroups, plan.id)} />
    </article>
  );
}

import { pricingPlacement } from "@gigloom/attribution";
import { limitLabel } from "@/domain/pricing/limits";
import { limitNouns } from "@/i18n/limit-nouns";
import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { routesFor } from "@/config/site";
import { featuresStartingAt } from "@/lib/pricing/plan-features";
import { Button } from "@/components/ui/button";
import { FeatureList } from "./feature-list";
import { priceList } from "@/lib/content";

/** Enterprise has no list price: it is agreed with each customer, so the card asks to talk. */
export function EnterpriseCard({ locale }: { locale: Locale }) {
  const t = translator(locale, "pricing");
  const { enterprise, featureGroups, plans } = priceList(locale);
  const nouns = limitNouns(locale);
  const largest = plans.at(-1)!.name;
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
        <p className="mt-5 text-2xl font-bold">{t("enterprisePrice")}</p>
        <Button
          href={routesFor(locale).contact}
          size="md"
          placement={pricingPlacement("enterprise")}
          audience="brand"
          className="mt-6"
          aria-describedby="plan-enterprise"
        >
          {t("talkToTeam")}
        </Button>
      </div>
      <div>
        <p className="text-sm font-semibold">
          {limitLabel(enterprise.limits.activeGigs, nouns.activeGigs)} ·{" "}
          {limitLabel(enterprise.limits.seats, nouns.seats)}
        </p>
        <p className="mt-4 text-sm text-muted">{t("everythingIn", { plan: largest })}</p>
        <FeatureList features={featuresStartingAt(featureGroups, enterprise.id)} />
      </div>
    </article>
  );
}

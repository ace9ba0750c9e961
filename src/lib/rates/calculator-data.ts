import type { PlanId } from "@/lib/content/price-list";
import type { AddOnId, CreatorTierId, PlanPricing, PlatformId, RateTable } from "./rate-table";

type Deliverable = RateTable["platforms"][number]["deliverables"][number];
type AddOn = RateTable["addOns"][number];

/** The rate card's numbers with the names the form shows: a RateTable the estimate reads. */
export type NamedRateTable = {
  platforms: readonly {
    id: PlatformId;
    name: string;
    deliverables: readonly (Deliverable & { name: string })[];
  }[];
  tiers: readonly { id: CreatorTierId; name: string; minFollowers: number; maxFollowers: number }[];
  usageRights: RateTable["usageRights"];
  /** With what the brand gets from each, said beside its box. */
  addOns: readonly (AddOn & { id: AddOnId; name: string; description: string })[];
};

/**
 * What the calculator works from, given by the page's server code: the rate card's numbers
 * with the names the form shows, the plans, and the creator fee. Only what the calculator
 * reads travels in the page's data (no intros, questions or method).
 */
export type CalculatorData = {
  table: NamedRateTable;
  pricing: PlanPricing;
  planNames: Record<PlanId, string>;
  creatorFeePercent: number;
};

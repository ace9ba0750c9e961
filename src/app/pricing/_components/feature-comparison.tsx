import { limitValue } from "@/domain/pricing/limits";
import { featureGroups } from "@/data/plan-features";
import { enterprise, plans, type PlanLimits } from "@/data/pricing";
import { tierIncludes } from "@/lib/pricing/plan-features";
import { CheckIcon } from "@/components/ui/check-icon";

const tiers = [...plans, enterprise];
const limitRows: { label: string; key: keyof PlanLimits }[] = [
  { label: "Active gigs at a time", key: "activeGigs" },
  { label: "Team seats", key: "seats" },
];

const cell = "px-2 py-3.5 text-center sm:px-4";
const rowHeader =
  "sticky left-0 w-40 bg-white px-4 py-3.5 text-left font-normal shadow-[1px_0_0_var(--color-line)] sm:w-auto";

function Included({ included }: { included: boolean }) {
  return included ? (
    <>
      <CheckIcon className="mx-auto text-mint" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className="text-muted/60">
        —
      </span>
      <span className="sr-only">Not included</span>
    </>
  );
}

/**
 * Every feature against every tier, as a real table: column headers are the tiers, row
 * headers the features, and each group of rows is named by a row-group header. On narrow
 * screens it scrolls sideways inside a focusable region, with the feature names kept in view.
 */
export function FeatureComparison() {
  return (
    <div
      role="region"
      aria-labelledby="comparison-caption"
      tabIndex={0}
      className="relative mt-10 overflow-x-auto rounded-card ring-1 ring-line"
    >
      <table className="w-full min-w-[32rem] border-collapse text-sm sm:min-w-[44rem]">
        <caption id="comparison-caption" className="sr-only">
          Features included in each Gigloom plan
        </caption>
        <thead>
          <tr className="border-b border-line">
            <td className={`${rowHeader} py-4`} />
            {tiers.map((tier) => (
              <th key={tier.id} scope="col" className={`${cell} py-4 font-bold sm:text-base`}>
                {tier.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="bg-paper">
            <th
              scope="rowgroup"
              colSpan={tiers.length + 1}
              className="px-4 py-3 text-left font-bold"
            >
              Limits
            </th>
          </tr>
          {limitRows.map((row) => (
            <tr key={row.key} className="border-t border-line">
              <th scope="row" className={rowHeader}>
                {row.label}
              </th>
              {tiers.map((tier) => (
                <td key={tier.id} className={`${cell} font-semibold`}>
                  {limitValue(tier.limits[row.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {featureGroups.map((group) => (
          <tbody key={group.name}>
            <tr className="bg-paper">
              <th
                scope="rowgroup"
                colSpan={tiers.length + 1}
                className="px-4 py-3 text-left font-bold"
              >
                {group.name}
              </th>
            </tr>
            {group.features.map((feature) => (
              <tr key={feature.name} className="border-t border-line">
                <th scope="row" className={rowHeader}>
                  {feature.name}
                </th>
                {tiers.map((tier) => (
                  <td key={tier.id} className={cell}>
                    <Included included={tierIncludes(tier.id, feature)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

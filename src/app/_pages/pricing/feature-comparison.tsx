import type { ReactNode } from "react";
import { limitValue } from "@/domain/pricing/limits";
import { tierIncludes } from "@/lib/pricing/plan-features";
import { CheckIcon } from "@/components/ui/check-icon";
import { cn } from "@/lib/cn";
import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { priceList, type Enterprise, type Plan, type PlanLimits, type TierId } from "@/lib/content";

type Tier = Plan | Enterprise;

/** A row of the table: its header, and what it holds for each tier. */
type Row = { label: string; value: (tier: Tier) => ReactNode };
type RowGroup = { name: string; rows: Row[]; valueClassName?: string };

function comparison(locale: Locale) {
  const t = translator(locale, "pricing");
  const { plans, enterprise, featureGroups } = priceList(locale);
  const limitRows: { label: string; key: keyof PlanLimits }[] = [
    { label: t("activeGigsRow"), key: "activeGigs" },
    { label: t("seatsRow"), key: "seats" },
  ];
  // One element for each mark, reused in every cell: React's payload writes an element it meets
  // again as a short reference to the first, where a mark per cell wrote the icon 60 times.
  const marks = {
    yes: <Included included words={{ yes: t("included"), no: t("notIncluded") }} />,
    no: <Included included={false} words={{ yes: t("included"), no: t("notIncluded") }} />,
  };
  const rowGroups: RowGroup[] = [
    {
      name: t("limitsGroup"),
      rows: limitRows.map(({ label, key }) => ({
        label,
        value: (tier) => limitValue(tier.limits[key], t("unlimited")),
      })),
      valueClassName: "font-semibold",
    },
    ...featureGroups.map((group) => ({
      name: group.name,
      rows: group.features.map((feature) => ({
        label: feature.name,
        value: (tier: Tier) => (tierIncludes(tier.id, feature) ? marks.yes : marks.no),
      })),
    })),
  ];
  return { tiers: [...plans, enterprise], rowGroups, caption: t("comparisonCaption") };
}

/**
 * The header cells' ids, from positions rather than names, so they are unique and the same in
 * every build. A data cell sits under two levels of row headers, its group's and its row's, and
 * few browsers and screen readers act on `scope="rowgroup"`, so each cell names all three of its
 * headers in `headers` (WCAG 1.3.1, technique H43). Prefixed, to stay apart from the page's ids.
 */
const tierHeaderId = (tier: TierId) => `comparison-${tier}`;
const groupHeaderId = (group: number) => `comparison-group-${group}`;
const rowHeaderId = (group: number, row: number) => `comparison-group-${group}-row-${row}`;

const cell = "px-2 py-3.5 text-center sm:px-4";
const rowHeader =
  "sticky left-0 w-40 bg-white px-4 py-3.5 text-left font-normal shadow-[1px_0_0_var(--color-line)] sm:w-auto";

function Included({ included, words }: { included: boolean; words: { yes: string; no: string } }) {
  return included ? (
    <>
      <CheckIcon className="mx-auto text-mint" />
      <span className="sr-only">{words.yes}</span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className="text-muted/60">
        —
      </span>
      <span className="sr-only">{words.no}</span>
    </>
  );
}

/**
 * Every feature against every tier, as a real table: column headers are the tiers, row
 * headers the features, and each group of rows is named by a row-group header. On narrow
 * screens it scrolls sideways inside a focusable region, with the feature names kept in view.
 */
export function FeatureComparison({ locale }: { locale: Locale }) {
  const { tiers, rowGroups, caption } = comparison(locale);
  return (
    <div
      role="region"
      aria-labelledby="comparison-caption"
      tabIndex={0}
      className="relative mt-10 overflow-x-auto rounded-card ring-1 ring-line"
    >
      <table className="w-full min-w-[32rem] border-collapse text-sm sm:min-w-[44rem]">
        <caption id="comparison-caption" className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-line">
            <td className={`${rowHeader} py-4`} />
            {tiers.map((tier) => (
              <th
                key={tier.id}
                id={tierHeaderId(tier.id)}
                scope="col"
                className={`${cell} py-4 font-bold sm:text-base`}
              >
                {tier.name}
              </th>
            ))}
          </tr>
        </thead>
        {rowGroups.map((group, groupIndex) => (
          <tbody key={group.name}>
            <tr className="bg-paper">
              <th
                id={groupHeaderId(groupIndex)}
                scope="rowgroup"
                colSpan={tiers.length + 1}
                className="px-4 py-3 text-left font-bold"
              >
                {group.name}
              </th>
            </tr>
            {group.rows.map((row, rowIndex) => (
              <tr key={row.label} className="border-t border-line">
                <th id={rowHeaderId(groupIndex, rowIndex)} scope="row" className={rowHeader}>
                  {row.label}
                </th>
                {tiers.map((tier) => (
                  <td
                    key={tier.id}
                    headers={`${groupHeaderId(groupIndex)} ${rowHeaderId(groupIndex, rowIndex)} ${tierHeaderId(tier.id)}`}
                    className={cn(cell, group.valueClassName)}
                  >
                    {row.value(tier)}
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

import type { Range } from "@/lib/rates/range";
import type { CalculatorLabels } from "./calculator-labels";

export type EstimateRow = { key: string; label: string; range: Range | null };

type Money = (cents: number) => string;
type TableLabels = Pick<CalculatorLabels, "item" | "low" | "typical" | "high" | "notChosen">;

type EstimateTableProps = {
  /** The caption's id, which names the scrolling region. */
  id: string;
  caption: string;
  /** What the region says after its name: the estimate's summary. */
  describedBy: string;
  /** One per possible line, chosen or not, so the table keeps its height as choices change. */
  rows: readonly EstimateRow[];
  totals: readonly EstimateRow[];
  money: Money;
  labels: TableLabels;
};

const ENDS = ["low", "typical", "high"] as const;

function Row({
  row,
  money,
  labels,
  total = false,
}: {
  row: EstimateRow;
  money: Money;
  labels: TableLabels;
  total?: boolean;
}) {
  return (
    <tr>
      <th scope="row" className={total ? "py-2 pr-2 font-semibold" : "py-2 pr-2 font-normal"}>
        {row.label}
      </th>
      {row.range ? (
        ENDS.map((end) => (
          <td
            key={end}
            className={
              end === "typical" || total
                ? "py-2 pl-3 text-right font-semibold whitespace-nowrap"
                : "py-2 pl-3 text-right whitespace-nowrap"
            }
          >
            {money(row.range![end])}
          </td>
        ))
      ) : (
        <td colSpan={3} className="py-2 pl-3 text-right text-muted">
          {labels.notChosen}
        </td>
      )}
    </tr>
  );
}

/**
 * An estimate, line by line: low, typical and high for each line, then its totals. A campaign
 * of millions is wider than a phone: the table then scrolls sideways in its own region, which
 * the keyboard can reach, and the page never does.
 */
export function EstimateTable({
  id,
  caption,
  describedBy,
  rows,
  totals,
  money,
  labels,
}: EstimateTableProps) {
  return (
    <div
      role="region"
      aria-labelledby={id}
      aria-describedby={describedBy}
      tabIndex={0}
      className="overflow-x-auto"
    >
      <table className="w-full text-left text-sm tabular-nums sm:text-base">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead className="text-muted">
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {labels.item}
            </th>
            {ENDS.map((end) => (
              <th key={end} scope="col" className="py-2 pl-3 text-right font-semibold">
                {labels[end]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <Row key={row.key} row={row} money={money} labels={labels} />
          ))}
        </tbody>
        <tfoot className="divide-y divide-line border-t-2 border-ink">
          {totals.map((row) => (
            <Row key={row.key} row={row} money={money} labels={labels} total />
          ))}
        </tfoot>
      </table>
    </div>
  );
}

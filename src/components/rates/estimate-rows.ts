import type { Inputs } from "@/lib/rates/inputs";
import type { CalculatorData } from "@/lib/rates/calculator-data";
import type { EstimateLine } from "@/lib/rates/piece-lines";
import { fillSlots } from "@/lib/rates/slots";
import type { CalculatorLabels } from "./calculator-labels";
import type { EstimateRow } from "./estimate-table";

/**
 * A row for every line an estimate can have (the rates, the usage rights, each add-on), in the
 * rate card's order: a chosen line with its amounts, any other marked as not chosen. The table
 * then never grows or shrinks as the visitor ticks a box, nor when a shared link opens.
 */
export function estimateRows(
  data: CalculatorData,
  inputs: Inputs,
  lines: readonly EstimateLine[],
  ratesLabel: string,
  labels: CalculatorLabels,
): EstimateRow[] {
  const rangeOf = (id: EstimateLine["id"]) => lines.find((line) => line.id === id)?.range ?? null;
  return [
    { key: "rates", label: ratesLabel, range: rangeOf("rates") },
    {
      key: "usage",
      label:
        inputs.usage === null
          ? labels.usage
          : fillSlots(labels.usageLine, { days: String(inputs.usage) }),
      range: rangeOf("usage"),
    },
    ...data.table.addOns.map((addOn) => ({
      key: addOn.id,
      label:
        addOn.id === "hooks" && inputs.hooks > 0 ? `${addOn.name} × ${inputs.hooks}` : addOn.name,
      range: rangeOf(addOn.id),
    })),
  ];
}

import type { Inputs } from "./inputs";
import { mapRange, type Range } from "./range";
import type { AddOnId, RateTable } from "./rate-table";
import { dollarsToCents, percentHalfUp } from "./rounding";

/** One line of an estimate: the creators' rates, the usage rights, or one add-on. */
export type LineId = "rates" | "usage" | AddOnId;
export type EstimateLine = { id: LineId; range: Range };

/** How many of each add-on the inputs choose: a ticked box is one, extra hooks are counted. */
function addOnCount(id: AddOnId, inputs: Inputs): number {
  return id === "hooks" ? inputs.hooks : inputs[id] ? 1 : 0;
}

/**
 * The lines of one piece from one creator (src/lib/rates/rounding.ts): its rate from the card,
 * then the usage rights and each add-on chosen, in the card's order, each rounded on its own.
 * Percentages are of the rate alone, never of another add-on, so no choice compounds another.
 */
export function pieceLines(table: RateTable, inputs: Inputs): EstimateLine[] {
  const rate = table.platforms
    .find((platform) => platform.id === inputs.platform)
    ?.deliverables.find((deliverable) => deliverable.id === inputs.deliverable)
    ?.rates.find((candidate) => candidate.tier === inputs.tier);
  if (!rate) {
    throw new RangeError(
      `no rate for ${inputs.platform}/${inputs.deliverable}/${inputs.tier}: read the inputs with readInputs`,
    );
  }
  const dollars: Range = { low: rate.low, typical: rate.typical, high: rate.high };
  const share = (percent: number) => mapRange(dollars, (amount) => percentHalfUp(amount, percent));
  const lines: EstimateLine[] = [{ id: "rates", range: mapRange(dollars, dollarsToCents) }];
  const usage = table.usageRights.find((duration) => duration.days === inputs.usage);
  if (usage) lines.push({ id: "usage", range: share(usage.percent) });
  for (const addOn of table.addOns) {
    const count = addOnCount(addOn.id, inputs);
    if (count === 0) continue;
    const perPiece =
      addOn.kind === "percent"
        ? share(addOn.value * count)
        : mapRange(dollars, () => dollarsToCents(addOn.value * count));
    lines.push({ id: addOn.id, range: perPiece });
  }
  return lines;
}

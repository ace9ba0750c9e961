import type { Inputs } from "./inputs";
import { type EstimateLine, pieceLines } from "./piece-lines";
import { type PlanFit, planFor } from "./plan-fit";
import { type Range, sumRanges, timesRange } from "./range";
import type { PlanPricing, RateTable } from "./rate-table";

/** A brand's campaign: what it costs, line by line, and the plan that runs it. */
export type Estimate = {
  /** Pieces in all: each creator makes `videos` of them. */
  pieces: number;
  /** The campaign's lines, in cents: each piece's line times the pieces. */
  lines: EstimateLine[];
  /** The sum of the lines: what the creators are paid. The plan is billed on its own. */
  total: Range;
  /** What one piece costs, every line included; the total is this times the pieces. */
  perPiece: Range;
  /** What one creator's pieces cost: the piece's amounts times `videos`. */
  perCreator: Range;
  /** The plan for one gig per creator, all at once; null when only Enterprise fits. */
  plan: PlanFit | null;
};

/**
 * The brand's view of the calculator. Rounding follows the one rule of
 * src/lib/rates/rounding.ts: lines are rounded per piece, then multiplied, then added.
 */
export function estimate(table: RateTable, pricing: PlanPricing, inputs: Inputs): Estimate {
  const pieces = inputs.videos * inputs.creators;
  const piece = pieceLines(table, inputs);
  const lines = piece.map((line) => ({ ...line, range: timesRange(line.range, pieces) }));
  const perPiece = sumRanges(piece.map((line) => line.range));
  return {
    pieces,
    lines,
    total: sumRanges(lines.map((line) => line.range)),
    perPiece,
    perCreator: timesRange(perPiece, inputs.videos),
    plan: planFor(inputs.creators, pricing, inputs.billing),
  };
}

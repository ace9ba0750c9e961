import type { Inputs } from "./inputs";
import { type EstimateLine, pieceLines } from "./piece-lines";
import { mapRange, type Range, sumRanges, timesRange } from "./range";
import type { RateTable } from "./rate-table";
import { percentUp } from "./rounding";

/** A price, Gigloom's creator fee on it, and what the creator keeps, in cents. */
export type TakeHome = { price: Range; fee: Range; takeHome: Range };

/** A creator's view: what to charge for one piece and for the gig, and what they keep. */
export type CreatorIncome = {
  /** The suggested price of one piece, line by line (the rate, then each add-on chosen). */
  lines: EstimateLine[];
  perPiece: TakeHome;
  /** All the gig's pieces (`videos`): the piece's amounts times their number. */
  gig: TakeHome;
  pieces: number;
};

/**
 * The creator's view of the calculator, after Gigloom's creator fee (the price list's
 * `creatorFeePercent`). The fee is rounded up per piece (src/lib/rates/rounding.ts), so the
 * take-home shown is never more than the creator is paid.
 */
export function creatorIncome(
  table: RateTable,
  creatorFeePercent: number,
  inputs: Inputs,
): CreatorIncome {
  const lines = pieceLines(table, inputs);
  const price = sumRanges(lines.map((line) => line.range));
  const fee = mapRange(price, (cents) => percentUp(cents / 100, creatorFeePercent));
  const takeHome = {
    low: price.low - fee.low,
    typical: price.typical - fee.typical,
    high: price.high - fee.high,
  };
  const perPiece = { price, fee, takeHome };
  const times = (range: Range) => timesRange(range, inputs.videos);
  return {
    lines,
    perPiece,
    gig: { price: times(price), fee: times(fee), takeHome: times(takeHome) },
    pieces: inputs.videos,
  };
}

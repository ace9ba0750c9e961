/**
 * The estimate's one rounding rule. Every amount is worked out for one piece and rounded once,
 * to whole dollars: half up for what a brand pays (a rate's share for an add-on), and up for
 * Gigloom's fee, so a take-home is never overstated. An amount for several pieces or creators
 * is that whole amount times their number, and a total is the sum of its lines, so the lines
 * on the page add up to the total exactly and no amount is rounded twice. Amounts are cents
 * (whole dollars, times 100), as every price in the project is.
 */

const CENTS_PER_DOLLAR = 100;

/** Whole dollars in cents: a rate card's dollars as the project's money. */
export const dollarsToCents = (dollars: number) => dollars * CENTS_PER_DOLLAR;

/**
 * `dollars × percent / 100`, rounded half up to whole dollars, in cents. Integer arithmetic
 * throughout: a float product such as 0.29 × 100 would round the wrong way at a half.
 */
export function percentHalfUp(dollars: number, percent: number): number {
  return dollarsToCents(Math.floor((dollars * percent + 50) / 100));
}

/** `dollars × percent / 100`, rounded up to whole dollars, in cents: a fee never rounds down. */
export function percentUp(dollars: number, percent: number): number {
  return dollarsToCents(Math.floor((dollars * percent + 99) / 100));
}

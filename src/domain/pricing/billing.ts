export type BillingPeriod = "monthly" | "annual";

export const BILLING_PERIODS: readonly BillingPeriod[] = ["monthly", "annual"];

export type AnnualPrice = {
  /** What a month costs when billed yearly, in cents. */
  perMonthCents: number;
  /** The yearly charge, in cents: exactly twelve of `perMonthCents`. */
  perYearCents: number;
  /** Twelve monthly payments minus the yearly charge, in cents. */
  savingPerYearCents: number;
};

const CENTS_PER_DOLLAR = 100;
const MONTHS_PER_YEAR = 12;

/**
 * The annual price of a plan from its monthly price and the annual discount. The monthly
 * equivalent is rounded down to whole dollars: the price stays clean, and the saving is
 * never less than the discount promises.
 */
export function annualPrice(monthlyCents: number, discountPercent: number): AnnualPrice {
  if (!Number.isSafeInteger(monthlyCents) || monthlyCents < 0) {
    throw new RangeError(`monthlyCents must be a whole number of cents >= 0, got ${monthlyCents}`);
  }
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent >= 100) {
    throw new RangeError(
      `discountPercent must be a whole number from 0 to 99, got ${discountPercent}`,
    );
  }
  // Integer arithmetic throughout: cents × percent, then one floor to whole dollars.
  const perMonthDollars = Math.floor(
    (monthlyCents * (100 - discountPercent)) / (100 * CENTS_PER_DOLLAR),
  );
  const perMonthCents = perMonthDollars * CENTS_PER_DOLLAR;
  const perYearCents = perMonthCents * MONTHS_PER_YEAR;
  return {
    perMonthCents,
    perYearCents,
    savingPerYearCents: monthlyCents * MONTHS_PER_YEAR - perYearCents,
  };
}

/** Low, typical and high amounts of one line of an estimate, in cents (whole dollars). */
export type Range = { low: number; typical: number; high: number };

/** The same rule applied to each of a range's three amounts. */
export function mapRange(range: Range, rule: (amount: number) => number): Range {
  return { low: rule(range.low), typical: rule(range.typical), high: rule(range.high) };
}

/** Amounts for `count` pieces (or creators): each whole amount times their number. */
export const timesRange = (range: Range, count: number) =>
  mapRange(range, (amount) => amount * count);

/** The sum of lines, each end with its own. */
export function sumRanges(ranges: readonly Range[]): Range {
  return ranges.reduce(
    (sum, range) => ({
      low: sum.low + range.low,
      typical: sum.typical + range.typical,
      high: sum.high + range.high,
    }),
    { low: 0, typical: 0, high: 0 },
  );
}

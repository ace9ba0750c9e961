// The arithmetic of `npm run bench`: medians, ratios to the floor, targets.

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The median of each measure over several runs, and every audit that failed in any run.
 * @param {Array<{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   lcp: number, tbt: number, cls: number, failed: string[] }>} runs
 */
export function medians(runs) {
  const keys = ["performance", "accessibility", "bestPractices", "seo", "lcp", "tbt", "cls"];
  return {
    ...Object.fromEntries(
      keys.map((key) => [key, median(runs.map((run) => /** @type {any} */ (run)[key]))]),
    ),
    failed: [...new Set(runs.flatMap((run) => run.failed))].sort(),
  };
}

/** "1.8×", or "—" where the floor is 0 (a ratio to nothing says nothing). */
export function ratio(value, floor) {
  return floor > 0 ? `${(value / floor).toFixed(2)}×` : value === 0 ? "1.00×" : "—";
}

/**
 * Whether a route meets the targets: performance ≥ 0.95, the other scores 1, CLS 0,
 * first-load JS at most the floor plus the budget. Returns the misses, none when it meets them.
 */
export function missedTargets(row, floorJs, budgetBytes) {
  const misses = [];
  if (row.performance < 0.95) misses.push("performance");
  for (const key of ["accessibility", "bestPractices", "seo"]) if (row[key] < 1) misses.push(key);
  if (row.cls > 0) misses.push("CLS");
  if (row.firstLoadJs > floorJs + budgetBytes) misses.push("JS");
  return misses;
}

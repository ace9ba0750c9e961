// @ts-check
// The arithmetic of the deferral's side-by-side bench (`npm run bench -- --compare-deferral`):
// the order of the runs, each mode's median and spread, and whether the difference between the
// modes is larger than that spread. The spread is the interquartile range: with 5 runs, from the
// 2nd to the 4th, so one run disturbed by another job on a shared host does not decide alone.
import { median } from "./bench-stats.mjs";

/** How many Lighthouse runs each route gets in each mode. */
export const COMPARE_RUNS = 5;

/** @typedef {"deferred" | "not deferred"} Mode */
/** @typedef {{ median: number, q1: number, q3: number }} Summary */
/**
 * @typedef {"deferral better by more than the spread" | "deferral worse by more than the spread"
 *   | "within the spread"} Verdict
 */

/**
 * The order of one route's runs: the modes alternate, and every other pair starts with the
 * other mode (deferred, not deferred, not deferred, deferred, …), so neither always runs first
 * and drift on the host falls on both alike.
 * @param {number} runs per mode
 * @returns {Mode[]}
 */
export function interleavedModes(runs = COMPARE_RUNS) {
  /** @type {Mode[]} */
  const pair = ["deferred", "not deferred"];
  return Array.from({ length: runs }, (_, index) =>
    index % 2 ? [...pair].reverse() : pair,
  ).flat();
}

/**
 * The value below which the fraction `p` of the values lie, interpolating between the two
 * nearest (the usual definition, numpy's and R's default).
 * @param {number[]} values
 * @param {number} p from 0 to 1
 */
export function quantile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  // Both indexes are inside any non-empty list.
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return at(below) + (at(Math.ceil(position)) - at(below)) * (position - below);
}

/**
 * A measure's median over the runs, and its spread: the first and third quartiles.
 * @param {number[]} values
 * @returns {Summary}
 */
export function summarise(values) {
  if (values.length === 0) throw new Error("No runs to summarise");
  return { median: median(values), q1: quantile(values, 0.25), q3: quantile(values, 0.75) };
}

/** @param {Summary} summary */
const width = (summary) => summary.q3 - summary.q1;

/**
 * Whether the deferral changes a measure where lower is better (LCP, TBT) by more than the
 * run-to-run spread: the difference of the medians against the wider of the two modes'
 * interquartile ranges, so a verdict either way holds beyond the scatter of either mode's runs.
 * @param {Summary} deferred
 * @param {Summary} notDeferred
 * @returns {Verdict}
 */
export function verdict(deferred, notDeferred) {
  const gain = notDeferred.median - deferred.median;
  const spread = Math.max(width(deferred), width(notDeferred));
  if (gain > spread) return "deferral better by more than the spread";
  if (-gain > spread) return "deferral worse by more than the spread";
  return "within the spread";
}

/**
 * One route's comparison from its runs: LCP and TBT summarised per mode, with a verdict for each.
 * @param {string} route
 * @param {{ mode: Mode, lcp: number, tbt: number }[]} runs
 */
export function compareRoute(route, runs) {
  const of = (/** @type {Mode} */ mode, /** @type {"lcp" | "tbt"} */ measure) =>
    summarise(runs.filter((run) => run.mode === mode).map((run) => run[measure]));
  const measures = /** @type {const} */ (["lcp", "tbt"]).map((measure) => {
    const deferred = of("deferred", measure);
    const notDeferred = of("not deferred", measure);
    return [measure, { deferred, notDeferred, verdict: verdict(deferred, notDeferred) }];
  });
  /** @typedef {{ deferred: Summary, notDeferred: Summary, verdict: Verdict }} Compared */
  const { lcp, tbt } = /** @type {{ lcp: Compared, tbt: Compared }} */ (
    Object.fromEntries(measures)
  );
  return { route, lcp, tbt };
}

/** @typedef {ReturnType<typeof compareRoute>} RouteComparison */

/**
 * How many routes get each verdict, for one measure.
 * @param {RouteComparison[]} routes
 * @param {"lcp" | "tbt"} measure
 */
export function countVerdicts(routes, measure) {
  /** @type {Record<Verdict, number>} */
  const counts = {
    "deferral better by more than the spread": 0,
    "deferral worse by more than the spread": 0,
    "within the spread": 0,
  };
  for (const route of routes) counts[route[measure].verdict] += 1;
  return counts;
}

// @ts-check
// The section of bench/report.md that `npm run bench -- --compare-deferral` writes: LCP and TBT
// of the main routes with the deferral of the pages' chunks (scripts/build/deferred-scripts.mjs)
// and without it, side by side, and a verdict per route and measure.
import { DEFAULT_SLOWDOWN } from "./bench-stats.mjs";
import { COMPARE_RUNS, countVerdicts } from "./deferral-stats.mjs";
import { DEFERRAL_HEADING } from "./report-file.mjs";

/** @typedef {import("./deferral-stats.mjs").RouteComparison} RouteComparison */
/** @typedef {import("./deferral-stats.mjs").Summary} Summary */

const ms = (/** @type {number} */ value) => String(Math.round(value));
/** "1384 (1300–1450)": the median, and the interquartile range. */
const figure = (/** @type {Summary} */ summary) =>
  `${ms(summary.median)} (${ms(summary.q1)}–${ms(summary.q3)})`;

/**
 * One line per measure: how many routes got each verdict, and the routes the deferral helps.
 * @param {RouteComparison[]} routes
 */
function summary(routes) {
  const lines = /** @type {const} */ ([
    ["lcp", "LCP"],
    ["tbt", "TBT"],
  ]).map(([measure, name]) => {
    const counts = countVerdicts(routes, measure);
    return (
      `- ${name}: deferral better by more than the spread on ${counts["deferral better by more than the spread"]} ` +
      `of ${routes.length} routes, worse by more than the spread on ${counts["deferral worse by more than the spread"]}, ` +
      `within the spread on ${counts["within the spread"]}.`
    );
  });
  const helped = routes.filter((route) =>
    [route.lcp, route.tbt].some(
      (compared) => compared.verdict === "deferral better by more than the spread",
    ),
  );
  lines.push(
    `- Routes where the deferral improves LCP or TBT by more than the spread: ` +
      `${helped.length ? helped.map((route) => route.route).join(", ") : "none"}.`,
  );
  return lines;
}

/**
 * The section, from each route's comparison, the host's benchmark indexes over all runs and the
 * run's duration, and how many runs Lighthouse failed to measure and were run again.
 * @param {{ routes: RouteComparison[], benchmarkIndexes: number[], minutes: number, repeated?: number }} results
 */
export function deferralReport({ routes, benchmarkIndexes, minutes, repeated = 0 }) {
  const verdictOf = (/** @type {RouteComparison["lcp"]} */ compared) =>
    compared.verdict === "within the spread" ? compared.verdict : `**${compared.verdict}**`;
  const lines = [
    DEFERRAL_HEADING,
    "",
    "`npm run bench -- --compare-deferral`: one build, post-processed twice, with the pages' chunks " +
      "deferred past the first paint (scripts/build/deferred-scripts.mjs) and without it (as " +
      "GIGLOOM_DEFER_SCRIPTS=off builds), both served at once by the Hosting emulator with " +
      "firebase.json's headers, each page with its own policy.",
    `Lighthouse mobile defaults (simulated slow 4G, ${DEFAULT_SLOWDOWN}× CPU slowdown), ${COMPARE_RUNS} runs ` +
      "per route and mode, alternating (deferred, not deferred, not deferred, deferred, …). " +
      "Each figure is the median in ms, with the spread in brackets: the interquartile range " +
      `(with ${COMPARE_RUNS} runs, the 2nd to the 4th value in order). ` +
      "A verdict says better or worse only where the medians differ by more than the wider of the two modes' spreads.",
    `Host benchmark index ${ms(Math.min(...benchmarkIndexes))}–${ms(Math.max(...benchmarkIndexes))}; ` +
      `the comparison took ${ms(minutes)} min` +
      (repeated
        ? `; ${repeated} ${repeated === 1 ? "run" : "runs"} that Lighthouse could not measure ${repeated === 1 ? "was" : "were"} run again.`
        : "."),
    "",
    "| route | LCP deferred | LCP not deferred | LCP verdict | TBT deferred | TBT not deferred | TBT verdict |",
    "| --- | ---: | ---: | --- | ---: | ---: | --- |",
    ...routes.map(
      ({ route, lcp, tbt }) =>
        `| ${route} | ${figure(lcp.deferred)} | ${figure(lcp.notDeferred)} | ${verdictOf(lcp)} | ` +
        `${figure(tbt.deferred)} | ${figure(tbt.notDeferred)} | ${verdictOf(tbt)} |`,
    ),
    "",
    ...summary(routes),
  ];
  return `${lines.join("\n")}\n`;
}

// @ts-check
// The report `npm run bench` prints and writes to bench/report.md, from its measurements.
import {
  DEAD_WINDOW_TARGET_MS,
  DEFAULT_SLOWDOWN,
  JS_BUDGET_BYTES,
  LIGHTHOUSE_RUNS,
  PERFORMANCE_TARGET,
  SEARCH_RESULTS_TARGET_MS,
  missedTargets,
  ratio,
} from "./bench-stats.mjs";
import { maybe, slowHostLine } from "./slow-host-line.mjs";
import { PROBE_PHONE, PROBE_RUNS, TAP_INTERVAL_MS } from "./menu-probe.mjs";
import { SEARCH_HEADING } from "./report-file.mjs";
import { KEY_INTERVAL_MS } from "./search-probe.mjs";

/**
 * One route's measures: Lighthouse's medians (scripts/bench/lighthouse.mjs) and what Chromium
 * saw (scripts/bench/page-load-in-chromium.mjs).
 * @typedef {{
 *   route: string, performance: number, calibratedPerformance: number, slowdown: number,
 *   accessibility: number, bestPractices: number, seo: number, lcp: number, tbt: number,
 *   calibratedTbt: number, cls: number, benchmarkIndex: number, failed: string[],
 *   clsBrowser: number, firstLoadJs: number, firebaseBeforePaint: boolean,
 *   slowHostSlowdown?: number, slowHostBenchmarkIndex?: number, slowHostPerformance?: number, slowHostTbt?: number,
 * }} RouteMeasures
 */
/**
 * The menu probe's medians on one route (scripts/bench/menu-probe.mjs).
 * @typedef {{ route: string, visibleAt: number, openedBy: number, deadWindow: number, lostTaps: number }} MenuProbe
 */
/**
 * The search probe's medians on one search page (scripts/bench/search-probe.mjs).
 * @typedef {{ route: string, from?: string, query: string, focusedAt: number, afterLastKey: number, afterFirstKey: number }} SearchProbe
 */

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const score = (/** @type {number} */ value) => value.toFixed(2);
/**
 * The heading and the lines that say how the table was measured, with the floor's figures.
 * @param {RouteMeasures} floor
 * @param {RouteMeasures[]} rows
 * @param {boolean} deferred whether the post-build step deferred the pages' chunks
 * @param {number} routeCount the site's routes, of which a run may measure some (BENCH_ROUTES)
 */
function introduction(floor, rows, deferred, routeCount) {
  const indexes = [floor, ...rows].map((row) => row.benchmarkIndex);
  const partial =
    routeCount > rows.length
      ? [
          `A run on ${rows.length} of the ${routeCount} routes (BENCH_ROUTES): the others' last figures are in this file's history.`,
        ]
      : [];
  return [
    "# Bench: Lighthouse (mobile), first-load JS, Firebase before first paint, CLS",
    "",
    `Floor (empty page, same Next.js, same post-build step${deferred ? "" : " without the deferral (GIGLOOM_DEFER_SCRIPTS=off)"}): ${floor.firstLoadJs} B gzip (${kb(floor.firstLoadJs)}), ` +
      `TBT ${Math.round(floor.tbt)} ms and performance ${score(floor.performance)} at ${DEFAULT_SLOWDOWN}×; ` +
      `TBT ${Math.round(floor.calibratedTbt)} ms and performance ${score(floor.calibratedPerformance)} calibrated. ` +
      `JS budget: floor + ${kb(JS_BUDGET_BYTES)} = ${floor.firstLoadJs + JS_BUDGET_BYTES} B.`,
    `Lighthouse: medians of ${LIGHTHOUSE_RUNS} runs, mobile defaults (simulated slow 4G, ${DEFAULT_SLOWDOWN}× CPU slowdown). ` +
      `Targets: performance ≥ ${PERFORMANCE_TARGET}; accessibility, best practices, SEO 1; CLS 0; JS within budget.`,
    `Host benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} ` +
      `(Lighthouse expects 1500–2000 for its ${DEFAULT_SLOWDOWN}× default). "Calibrated" audits the same ` +
      "trace again with the slowdown scaled to the run's index (Lighthouse's throttling guide), " +
      "so both columns describe the same phone.",
    ...slowHostLine(floor),
    "CLS (browser) is the worst of 390 and 1280 px, signed out, with a stale sign-in hint and with the app's sign-in cookie.",
    ...partial,
  ];
}

/**
 * The table of routes, then the Lighthouse audits that failed in some run and where.
 * @param {RouteMeasures} floor
 * @param {RouteMeasures[]} rows
 */
export function routeTable(floor, rows) {
  const lines = [
    `| route | perf ${DEFAULT_SLOWDOWN}× | perf cal. (×) | perf slow host | a11y | best pr. | SEO | LCP ms | TBT ms ${DEFAULT_SLOWDOWN}× | TBT ms cal. | TBT ms slow host | CLS (LH) | CLS (browser) | first-load JS (gzip B) | TBT ÷ floor (slow host) | JS ÷ floor | Firebase before paint | targets |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: | --- |",
  ];
  /** @type {Map<string, string[]>} */
  const failedAudits = new Map();
  for (const row of rows) {
    const misses = missedTargets(
      { ...row, cls: Math.max(row.cls, row.clsBrowser) },
      floor,
      JS_BUDGET_BYTES,
    );
    for (const audit of row.failed)
      failedAudits.set(audit, [...(failedAudits.get(audit) ?? []), row.route]);
    lines.push(
      `| ${row.route} | ${score(row.performance)} | ${score(row.calibratedPerformance)} (${row.slowdown.toFixed(1)}) | ` +
        `${maybe(row.slowHostPerformance, score)} | ` +
        `${score(row.accessibility)} | ${score(row.bestPractices)} | ${score(row.seo)} | ${Math.round(row.lcp)} | ` +
        `${Math.round(row.tbt)} | ${Math.round(row.calibratedTbt)} | ${maybe(row.slowHostTbt, (tbt) => String(Math.round(tbt)))} | ` +
        `${row.cls.toFixed(3)} | ${row.clsBrowser.toFixed(4)} | ` +
        `${row.firstLoadJs} | ${maybe(row.slowHostTbt, (tbt) => maybe(floor.slowHostTbt, (floorTbt) => ratio(tbt, floorTbt)))} | ` +
        `${ratio(row.firstLoadJs, floor.firstLoadJs)} | ` +
        `${row.firebaseBeforePaint ? "YES" : "no"} | ${misses.length ? `misses ${misses.join(", ")}` : "met"} |`,
    );
  }
  if (failedAudits.size > 0) {
    lines.push("", "Lighthouse audits that did not pass in some run:", "");
    for (const [audit, where] of failedAudits) lines.push(`- ${audit}: ${where.join(", ")}`);
  }
  return lines;
}

/**
 * The section on the mobile menu's dead window, one line per probed route.
 * @param {MenuProbe[]} probes
 */
function menuSection(probes) {
  return [
    "## The mobile menu's dead window",
    "",
    `At ${PROBE_PHONE.viewport.width} px, ${PROBE_PHONE.cpuSlowdown}× CPU slowdown, ${PROBE_PHONE.bytesPerSecond * 8e-6} Mbit/s, ` +
      `${PROBE_PHONE.latencyMs} ms latency, cache off; a tap on the toggle every ${TAP_INTERVAL_MS} ms from the frame it is first ` +
      `painted until one opens the menu. Medians of ${PROBE_RUNS} loads, ms from navigation start. Target: dead window ≤ ${DEAD_WINDOW_TARGET_MS} ms.`,
    "",
    "| route | toggle visible | first tap that opens | dead window | taps lost | target |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    ...probes.map(
      (probe) =>
        `| ${probe.route} | ${Math.round(probe.visibleAt)} | ${Math.round(probe.openedBy)} | ${Math.round(probe.deadWindow)} | ` +
        `${probe.lostTaps} | ${probe.deadWindow <= DEAD_WINDOW_TARGET_MS ? "met" : "missed"} |`,
    ),
  ];
}

/**
 * The section on the site search's time to results, one line per search page: a part of the
 * report of its own (report-file.mjs), which `npm run bench -- --search` can measure again alone.
 * @param {SearchProbe[]} searches
 */
export function searchReport(searches) {
  const lines = [
    SEARCH_HEADING,
    "",
    `On the same phone, the search page opened two ways: as a visitor opens it, with the "/" key on the home page of its language ` +
      "(the site's own scripts then in the browser's cache, the search's files not), and straight from its address on a first visit, nothing cached. " +
      `From the moment its box has focus a query is typed, a key every ${KEY_INTERVAL_MS} ms. ` +
      `Medians of ${PROBE_RUNS} opens each way, ms. Target: results within ${SEARCH_RESULTS_TARGET_MS} ms of the last key.`,
    "",
    "| search page | opened | query | box focused (from navigation) | results after the last key | after the first key | target |",
    "| --- | --- | --- | ---: | ---: | ---: | --- |",
    ...searches.map(
      (probe) =>
        `| ${probe.route} | ${probe.from === undefined ? "first visit, by its address" : `from ${probe.from}, by "/"`} | ` +
        `${probe.query} | ${Math.round(probe.focusedAt)} | ${Math.round(probe.afterLastKey)} | ` +
        `${Math.round(probe.afterFirstKey)} | ${probe.afterLastKey <= SEARCH_RESULTS_TARGET_MS ? "met" : "missed"} |`,
    ),
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * bench/report.md's first part: how it was measured, the floor, a row per route with the
 * targets each one misses, and the menu's dead window on the probed routes.
 * `routeCount` is how many routes the site has, where a run measured only some (BENCH_ROUTES).
 * @param {{ floor: RouteMeasures, rows: RouteMeasures[], probes: MenuProbe[], deferred?: boolean, routeCount?: number }} results
 */
export function benchReport({ floor, rows, probes, deferred = true, routeCount = rows.length }) {
  const lines = [
    ...introduction(floor, rows, deferred, routeCount),
    "",
    ...routeTable(floor, rows),
    "",
    ...menuSection(probes),
  ];
  return `${lines.join("\n")}\n`;
}

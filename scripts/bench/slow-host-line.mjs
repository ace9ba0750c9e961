// @ts-check
// The bench report's line on issue 45's slow host, which the "slow host" columns emulate by
// slowing this one (lighthouseFloor in ./lighthouse.mjs, by hostSlowdownFor).
import {
  DEFAULT_SLOWDOWN,
  FLOOR_SLOW_HOST_RUNS,
  PERFORMANCE_TARGET,
  SLOW_HOST_BENCHMARK_INDEX,
  SLOW_HOST_FLOOR_TBT_MS,
  TBT_FLOOR_RATIO_TARGET,
} from "./bench-stats.mjs";

/**
 * A figure measured only where the floor gave the slow host's slowdown.
 * @param {number | undefined} value
 * @param {(value: number) => string} show
 */
export const maybe = (value, show) => (value === undefined ? "—" : show(value));

/**
 * The line on the slow host, with the floor's figures there.
 * @param {import("./bench-report.mjs").RouteMeasures} floor
 */
export function slowHostLine(floor) {
  if (floor.slowHostSlowdown === undefined || floor.slowHostTbt === undefined) return [];
  const { least, most } = SLOW_HOST_BENCHMARK_INDEX;
  const index = (/** @type {number} */ value) => Math.round(value).toLocaleString("en");
  return [
    `"Slow host": issue 45's host (benchmark index ${index(least)}–${index(most)}), where the floor's TBT at ${DEFAULT_SLOWDOWN}× was ${SLOW_HOST_FLOOR_TBT_MS} ms. ` +
      `This host (index ${index(floor.benchmarkIndex)}) slowed ${floor.slowHostSlowdown}× for real (Chromium's CPU throttling), the ratio of the indexes in half steps, ` +
      `with Lighthouse's mobile defaults on top: Lighthouse measured index ${maybe(floor.slowHostBenchmarkIndex, index)} there, ` +
      `and the floor's TBT was ${Math.round(floor.slowHostTbt)} ms (median of ${FLOOR_SLOW_HOST_RUNS} runs; performance ${maybe(floor.slowHostPerformance, (value) => value.toFixed(2))}). ` +
      "Every route is loaded again on it. " +
      `Targets there: performance ≥ ${PERFORMANCE_TARGET}, TBT at most ${TBT_FLOOR_RATIO_TARGET}× the floor's.`,
  ];
}

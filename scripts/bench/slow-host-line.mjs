// @ts-check
// The bench report's line on issue 45's slow host, which the "slow host" columns emulate by
// slowing this one (lighthouseFloor in ./lighthouse.mjs finds by how much).
import {
  DEFAULT_SLOWDOWN,
  PERFORMANCE_TARGET,
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
 * The line on the slow host, where the floor's runs found its slowdown.
 * @param {import("./bench-report.mjs").RouteMeasures} floor
 */
export function slowHostLine(floor) {
  if (floor.slowHostSlowdown === undefined || floor.slowHostTbt === undefined) return [];
  const reached =
    floor.slowHostTbt >= SLOW_HOST_FLOOR_TBT_MS
      ? `reached it with this host slowed ${floor.slowHostSlowdown}×`
      : `had not reached it with this host slowed ${floor.slowHostSlowdown}×, the most tried`;
  const index = maybe(floor.slowHostBenchmarkIndex, (value) =>
    Math.round(value).toLocaleString("en"),
  );
  return [
    `"Slow host": issue 45's host (benchmark index 1,139–1,562), where the floor's TBT at ${DEFAULT_SLOWDOWN}× was ${SLOW_HOST_FLOOR_TBT_MS} ms. ` +
      `This run's floor ${reached} (TBT ${Math.round(floor.slowHostTbt)} ms, performance ${maybe(floor.slowHostPerformance, (value) => value.toFixed(2))}, benchmark index ${index}): ` +
      "the least slowdown in half steps from 1×, applied for real (Chromium's CPU throttling), with Lighthouse's mobile defaults on top. " +
      "Every route is loaded again on it. " +
      `Targets there: performance ≥ ${PERFORMANCE_TARGET}, TBT at most ${TBT_FLOOR_RATIO_TARGET}× the floor's.`,
  ];
}

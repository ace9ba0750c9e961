// @ts-check
// The bench report's line on issue 45's slow host, whose phone the "slow host" columns emulate
// on a faster host (lighthouseFloor in ./lighthouse.mjs finds its slowdown).
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
 * The line on the slow host's phone, where the floor's runs found its slowdown.
 * @param {import("./bench-report.mjs").RouteMeasures} floor
 */
export function slowHostLine(floor) {
  if (floor.slowHostSlowdown === undefined || floor.slowHostTbt === undefined) return [];
  const reached =
    floor.slowHostTbt >= SLOW_HOST_FLOOR_TBT_MS
      ? `reached it at ${floor.slowHostSlowdown}×`
      : `had not reached it at ${floor.slowHostSlowdown}×, the most tried`;
  return [
    `"Slow host": issue 45's host (benchmark index 1,139–1,562), where the floor's TBT at ${DEFAULT_SLOWDOWN}× was ${SLOW_HOST_FLOOR_TBT_MS} ms. ` +
      `This run's floor ${reached} (TBT ${Math.round(floor.slowHostTbt)} ms, performance ${maybe(floor.slowHostPerformance, (value) => value.toFixed(2))}), ` +
      "the least slowdown in half steps from the default up, applied for real (Lighthouse's devtools throttling, not its simulation): " +
      "every route is loaded again at it. " +
      `Targets there: performance ≥ ${PERFORMANCE_TARGET}, TBT at most ${TBT_FLOOR_RATIO_TARGET}× the floor's.`,
  ];
}

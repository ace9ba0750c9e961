// @ts-check
// The directory's routes in bench/report.md (`npm run bench -- --directory-routes`): a page of
// each of its kinds in each language, measured as the full bench measures every route, against
// the floor of the same run.
import { DEFAULT_SLOWDOWN, JS_BUDGET_BYTES } from "./bench-stats.mjs";
import { routeTable } from "./bench-report.mjs";
import { DIRECTORY_ROUTES_HEADING } from "./report-file.mjs";
import { slowHostLine } from "./slow-host-line.mjs";

/**
 * @param {{ floor: import("./bench-report.mjs").RouteMeasures,
 *   rows: import("./bench-report.mjs").RouteMeasures[], host: string }} results
 */
export function directoryRoutesReport({ floor, rows, host }) {
  const lines = [
    DIRECTORY_ROUTES_HEADING,
    "",
    "The directory's list, its second page, a platform's and a niche's page and a creator's page, in each language, " +
      "from the demo's creators (scripts/bench/bench-directory-routes.mjs), measured as the first table measures every route, " +
      `with the same columns and targets. This run's floor: ${floor.firstLoadJs} B of first-load JS (budget floor + ${JS_BUDGET_BYTES} B), ` +
      `TBT ${Math.round(floor.tbt)} ms at ${DEFAULT_SLOWDOWN}× and ${Math.round(floor.calibratedTbt)} ms calibrated. ${host}`,
    ...slowHostLine(floor),
    "",
    ...routeTable(floor, rows),
  ];
  return `${lines.join("\n")}\n`;
}

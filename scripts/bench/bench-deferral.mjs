// @ts-check
// `npm run bench -- --compare-deferral`: whether deferring the pages' chunks past the first
// paint (scripts/build/deferred-scripts.mjs) earns its place. One build, post-processed with and
// without the deferral (deferral-exports.mjs), both served at once by the Hosting emulator
// (deferral-hosting.mjs); the main routes (bench-routes.mjs, BENCH_ROUTES=/,/pricing limits
// them) measured by Lighthouse with its mobile defaults, COMPARE_RUNS runs per route and mode,
// the modes alternating so that drift on the host falls on both. Writes its section of
// bench/report.md (deferral-report.mjs), keeping the full bench's tables.
import { rmSync } from "node:fs";
import { languageHomes, mainRoutes, routesOf, selectRoutes } from "./bench-routes.mjs";
import { COMPARE_DIR, buildBothExports } from "./deferral-exports.mjs";
import { serveBothExports } from "./deferral-hosting.mjs";
import { deferralReport } from "./deferral-report.mjs";
import { compareRoute, interleavedModes } from "./deferral-stats.mjs";
import { launchChrome, lighthouseRun } from "./lighthouse.mjs";
import { writeReport } from "./report-file.mjs";

export const COMPARE_DEFERRAL_FLAG = "--compare-deferral";

/** How often a run that Lighthouse could not measure is tried again before the bench gives up. */
const ATTEMPTS = 3;
/** How many runs were tried again, for the report. */
let repeated = 0;

/**
 * A Lighthouse run with LCP and TBT measured. On a loaded host Lighthouse now and then fails to
 * measure a page (a runtime error, its metrics missing): such a run is tried again, never counted.
 * @param {string} url
 * @param {number} port
 */
async function measuredRun(url, port) {
  for (let attempt = 1; ; attempt += 1, repeated += 1) {
    const { lcp, tbt, benchmarkIndex, runtimeError } = await lighthouseRun(url, port);
    if (lcp !== undefined && tbt !== undefined) return { lcp, tbt, benchmarkIndex };
    const why = `Lighthouse could not measure ${url}: ${runtimeError ?? "no LCP or TBT"}`;
    if (attempt === ATTEMPTS) throw new Error(why);
    console.log(`${why}; trying again`);
  }
}

export async function compareDeferral() {
  const started = Date.now();
  console.log("Building the site once, post-processed with and without the deferral…");
  const exports = await buildBothExports();
  const routes = selectRoutes(
    mainRoutes(routesOf(exports.deferred), languageHomes(exports.deferred)),
    process.env.BENCH_ROUTES,
  );
  const servers = await serveBothExports(exports);
  const chrome = await launchChrome();
  try {
    const comparisons = [];
    /** @type {number[]} */
    const benchmarkIndexes = [];
    for (const route of routes) {
      const runs = [];
      for (const mode of interleavedModes()) {
        const base = mode === "deferred" ? servers.deferred : servers.notDeferred;
        const { lcp, tbt, benchmarkIndex } = await measuredRun(`${base}${route}`, chrome.port);
        const seconds = Math.round((Date.now() - started) / 1000);
        console.log(
          `${seconds} s ${route}, ${mode}: LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms`,
        );
        runs.push({ mode, lcp, tbt });
        benchmarkIndexes.push(benchmarkIndex);
      }
      comparisons.push(compareRoute(route, runs));
    }
    const minutes = (Date.now() - started) / 60_000;
    const section = deferralReport({
      routes: comparisons,
      benchmarkIndexes,
      minutes,
      repeated,
    });
    console.log(`\n${section}`);
    writeReport({ deferral: section });
    console.log("Written to bench/report.md");
  } finally {
    chrome.kill();
    await servers.stop();
    rmSync(COMPARE_DIR, { recursive: true, force: true });
  }
}

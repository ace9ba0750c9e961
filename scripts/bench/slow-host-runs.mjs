// @ts-check
// `npm run bench`'s runs on issue 45's slow host's phone: Lighthouse's mobile network, with the
// CPU slowed until the floor page's TBT is what it was on that host.
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import {
  LIGHTHOUSE_RUNS,
  SLOW_HOST_FLOOR_TBT_MS,
  median,
  slowdownMatching,
} from "./bench-stats.mjs";

/**
 * One run on the slow host's phone: the defaults' network, with the CPU slowed by `slowdown` for
 * real (devtools throttling) rather than in Lighthouse's simulation, which prunes from its graph most tasks
 * shorter than 10 ms as it ran on this host, whatever slowdown it is given: on a fast host the
 * floor's simulated TBT stayed 0 at 64× in some runs (2026-11-29).
 * @param {string} url
 * @param {number} port
 * @param {number} slowdown
 */
async function slowHostRun(url, port, slowdown) {
  const result = /** @type {import("lighthouse").RunnerResult} */ (
    await lighthouse(url, {
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      port,
      throttlingMethod: "devtools",
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
    })
  );
  const { categories, audits } = result.lhr;
  return {
    slowHostSlowdown: slowdown,
    slowHostPerformance: categories.performance?.score ?? 0,
    slowHostTbt: audits["total-blocking-time"]?.numericValue ?? 0,
  };
}

/**
 * LIGHTHOUSE_RUNS runs on the slow host's phone.
 * @param {import("chrome-launcher").LaunchedChrome} chrome
 * @param {string} url
 * @param {number} slowdown
 */
export async function slowHostRuns(chrome, url, slowdown) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
    runs.push(await slowHostRun(url, chrome.port, slowdown));
  return runs;
}

/**
 * The floor's runs at the least slowdown at which their median TBT reaches SLOW_HOST_FLOOR_TBT_MS
 * (slowdownMatching), which give that slowdown too.
 * @param {import("chrome-launcher").LaunchedChrome} chrome
 * @param {string} url the floor page
 */
export async function slowHostMatch(chrome, url) {
  /** @type {Map<number, Awaited<ReturnType<typeof slowHostRuns>>>} */
  const tried = new Map();
  const slowdown = await slowdownMatching(SLOW_HOST_FLOOR_TBT_MS, async (slowdown) => {
    const slow = await slowHostRuns(chrome, url, slowdown);
    tried.set(slowdown, slow);
    return median(slow.map((run) => run.slowHostTbt));
  });
  return tried.get(slowdown) ?? (await slowHostRuns(chrome, url, slowdown));
}

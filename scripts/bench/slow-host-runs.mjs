// @ts-check
// `npm run bench`'s runs on issue 45's slow host: this host's CPU slowed for real until the floor
// page's TBT is what it was there, and Lighthouse's own mobile settings on top, as on that host.
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import {
  HOST_SLOWDOWNS,
  LIGHTHOUSE_RUNS,
  SLOW_HOST_FLOOR_TBT_MS,
  median,
  slowdownMatching,
} from "./bench-stats.mjs";

/**
 * One run on the slow host: Chromium's CPU throttling slows this host by `hostSlowdown`, and
 * Lighthouse runs with its defaults (simulated slow 4G and 4× CPU) in that tab. Why not a larger
 * simulated slowdown: the simulation prunes from its graph most tasks shorter than 10 ms as they
 * ran on the host, so on a fast host the floor's TBT stayed 0 even at 64× (2026-11-29). Why not
 * Lighthouse's devtools throttling: its 562 ms per request is not the network the host
 * was measured with, and put the first paint of a page with a stylesheet at 2.1–2.3 s against
 * 0.9 s for the floor, which has none. Here Lighthouse's benchmark index, measured in the slowed
 * tab, lands in the range too: a second check of the match.
 * @param {import("puppeteer-core").Browser} browser
 * @param {string} url
 * @param {number} hostSlowdown
 */
async function slowHostRun(browser, url, hostSlowdown) {
  const page = await browser.newPage();
  try {
    const session = await page.createCDPSession();
    await session.send("Emulation.setCPUThrottlingRate", { rate: hostSlowdown });
    const result = /** @type {import("lighthouse").RunnerResult} */ (
      await lighthouse(
        url,
        { output: "json", logLevel: "error", onlyCategories: ["performance"] },
        undefined,
        // Lighthouse's types name its own copy of puppeteer-core's Page; the two are the same.
        /** @type {any} */ (page),
      )
    );
    const { categories, audits, environment } = result.lhr;
    return {
      slowHostSlowdown: hostSlowdown,
      slowHostBenchmarkIndex: environment.benchmarkIndex,
      slowHostPerformance: categories.performance?.score ?? 0,
      slowHostTbt: audits["total-blocking-time"]?.numericValue ?? 0,
    };
  } finally {
    await page.close();
  }
}

/**
 * LIGHTHOUSE_RUNS runs on the slow host, in new tabs of the Chromium launchChrome() started.
 * @param {import("chrome-launcher").LaunchedChrome} chrome
 * @param {string} url
 * @param {number} hostSlowdown
 */
export async function slowHostRuns(chrome, url, hostSlowdown) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
      runs.push(await slowHostRun(browser, url, hostSlowdown));
    return runs;
  } finally {
    await browser.disconnect();
  }
}

/**
 * The floor's runs at the least host slowdown at which their median TBT reaches
 * SLOW_HOST_FLOOR_TBT_MS (slowdownMatching), which give that slowdown too.
 * @param {import("chrome-launcher").LaunchedChrome} chrome
 * @param {string} url the floor page
 */
export async function slowHostMatch(chrome, url) {
  /** @type {Map<number, Awaited<ReturnType<typeof slowHostRuns>>>} */
  const tried = new Map();
  const slowdown = await slowdownMatching(
    SLOW_HOST_FLOOR_TBT_MS,
    async (slowdown) => {
      const slow = await slowHostRuns(chrome, url, slowdown);
      tried.set(slowdown, slow);
      return median(slow.map((run) => run.slowHostTbt));
    },
    HOST_SLOWDOWNS,
  );
  return tried.get(slowdown) ?? (await slowHostRuns(chrome, url, slowdown));
}

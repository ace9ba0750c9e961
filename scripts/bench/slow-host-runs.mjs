// @ts-check
// `npm run bench`'s runs on issue 45's slow host: this host's CPU slowed for real to that host's
// benchmark index, and Lighthouse's own mobile settings on top, as on that host.
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { LIGHTHOUSE_RUNS } from "./bench-stats.mjs";

/**
 * One run on the slow host: Chromium's CPU throttling slows this host by `hostSlowdown`, and
 * Lighthouse runs with its defaults (simulated slow 4G and 4× CPU) in that tab. Why not a larger
 * simulated slowdown: the simulation prunes from its graph most tasks shorter than 10 ms as they
 * ran on the host, so on a fast host the floor's TBT stayed 0 even at 64× (2026-11-29). Why not
 * Lighthouse's devtools throttling: its 562 ms per request is not the network the host
 * was measured with, and put the first paint of a page with a stylesheet at 2.1–2.3 s against
 * 0.9 s for the floor, which has none. Lighthouse's benchmark index, measured in the slowed tab,
 * shows where the slowdown landed.
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
 * `count` runs on the slow host, in new tabs of the Chromium launchChrome() started.
 * @param {import("chrome-launcher").LaunchedChrome} chrome
 * @param {string} url
 * @param {number} hostSlowdown
 * @param {number} [count]
 */
export async function slowHostRuns(chrome, url, hostSlowdown, count = LIGHTHOUSE_RUNS) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const runs = [];
    for (let run = 0; run < count; run += 1)
      runs.push(await slowHostRun(browser, url, hostSlowdown));
    return runs;
  } finally {
    await browser.disconnect();
  }
}

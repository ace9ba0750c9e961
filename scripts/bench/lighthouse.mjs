// @ts-check
// Lighthouse for `npm run bench`: mobile defaults (Lighthouse's own: a mid-range phone,
// simulated slow 4G and a 4× CPU slowdown), run against the system Chromium.
//
// The 4× slowdown assumes a high-end desktop host. Lighthouse's throttling guide advises
// calibrating it on other hosts, and a shared 2-core VM is not one: its benchmark index
// varies from run to run. So each run is gathered once and audited twice: with the defaults,
// and with the slowdown scaled to that run's own benchmark index (see calibratedSlowdown).
// Issue 45's slow host is emulated apart, with runs of their own (./slow-host-runs.mjs).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "../shared/chromium.mjs";
import {
  FLOOR_SLOW_HOST_RUNS,
  LIGHTHOUSE_RUNS,
  calibratedSlowdown,
  hostSlowdownFor,
  medians,
} from "./bench-stats.mjs";
import { slowHostRuns } from "./slow-host-runs.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** A headless Chromium for Lighthouse to drive; `kill()` it when done. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumPath(),
    // Without these, Chromium shows an "HTTPS only" interstitial for the local http:// server.
    chromeFlags: [
      "--headless=new",
      "--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable",
      ...CHROMIUM_ARGS,
    ],
  });
}

/** @type {import("lighthouse").Flags} */
const OPTIONS = { output: "json", logLevel: "error", onlyCategories: CATEGORIES };

/**
 * A run's result as read here. Lighthouse scores every category onlyCategories asks for and
 * always runs the metric audits; it returns no result only for a run that gathers without
 * auditing, which this never asks for.
 * @typedef {import("lighthouse").RunnerResult & { lhr: {
 *   categories: Record<"performance" | "accessibility" | "best-practices" | "seo", import("lighthouse").Result["categories"][string]>,
 *   audits: Record<"largest-contentful-paint" | "total-blocking-time" | "cumulative-layout-shift", import("lighthouse").Result["audits"][string]>,
 * } }} Audited
 */

/** @param {import("lighthouse").Result["audits"]} audits */
function failedAudits(audits) {
  return Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .filter((audit) => !["informative", "manual", "notApplicable"].includes(audit.scoreDisplayMode))
    .map((audit) => audit.id);
}

/**
 * Audits the run gathered in `artifactsDir` again, at the CPU slowdown `slowdown`. Lighthouse
 * refuses to audit saved artifacts with other settings than they were gathered with; the trace
 * itself does not depend on the slowdown (throttling is simulated), so the saved settings are
 * rewritten to it.
 * @param {string} artifactsDir
 * @param {number} slowdown
 */
async function auditAt(artifactsDir, slowdown) {
  const artifactsFile = join(artifactsDir, "artifacts.json");
  const artifacts = JSON.parse(readFileSync(artifactsFile, "utf8"));
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown };
  artifacts.settings.throttling = throttling;
  writeFileSync(artifactsFile, JSON.stringify(artifacts));
  return /** @type {Audited} */ (
    await lighthouse(undefined, { ...OPTIONS, auditMode: artifactsDir, throttling })
  ).lhr;
}

/** @param {Audited["lhr"]} lhr */
const tbtOf = (lhr) => lhr.audits["total-blocking-time"].numericValue ?? 0;

/**
 * Gathers one Lighthouse run into `artifactsDir` and audits it with the defaults.
 * @param {string} url
 * @param {number} port the port of the Chromium launchChrome() started
 * @param {string} artifactsDir
 */
async function gathered(url, port, artifactsDir) {
  const options = { ...OPTIONS, port, gatherMode: artifactsDir, auditMode: artifactsDir };
  return /** @type {Audited} */ (await lighthouse(url, options)).lhr;
}

/**
 * One run's figures, from its audit at the defaults (`lhr`) and its artifacts: the four category
 * scores, LCP and TBT in ms and CLS at the defaults; the host's benchmark index; and performance,
 * LCP and TBT at the calibrated slowdown.
 * @param {Audited["lhr"]} lhr
 * @param {string} artifactsDir
 */
async function figures(lhr, artifactsDir) {
  const { categories, audits } = lhr;
  const benchmarkIndex = lhr.environment.benchmarkIndex;
  const slowdown = calibratedSlowdown(benchmarkIndex);
  const calibrated = await auditAt(artifactsDir, slowdown);
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    bestPractices: categories["best-practices"].score,
    seo: categories.seo.score,
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    benchmarkIndex,
    slowdown,
    calibratedPerformance: calibrated.categories.performance.score,
    calibratedLcp: calibrated.audits["largest-contentful-paint"].numericValue,
    calibratedTbt: tbtOf(calibrated),
    failed: failedAudits(audits),
    // Set where the page could not be measured (its metrics are then missing).
    runtimeError: lhr.runtimeError?.message,
  };
}

/**
 * One Lighthouse run's figures (see figures), its artifacts removed after.
 * @param {string} url
 * @param {number} port the port of the Chromium launchChrome() started
 */
export async function lighthouseRun(url, port) {
  const artifactsDir = mkdtempSync(join(tmpdir(), "gigloom-lighthouse-"));
  try {
    return await figures(await gathered(url, port, artifactsDir), artifactsDir);
  } finally {
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}

/**
 * LIGHTHOUSE_RUNS runs' figures, one after another.
 * @param {import("chrome-launcher").LaunchedChrome} chrome
 * @param {string} url
 */
async function lighthouseRuns(chrome, url) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
    runs.push(await lighthouseRun(url, chrome.port));
  return runs;
}

/**
 * The medians of LIGHTHOUSE_RUNS runs, and every audit that failed in any of them; and as many
 * on the slow host, this one slowed `slowHostSlowdown` times, where given.
 * @param {import("chrome-launcher").LaunchedChrome} chrome
 * @param {string} url
 * @param {number} [slowHostSlowdown]
 */
export async function lighthouseMedians(chrome, url, slowHostSlowdown) {
  const runs = await lighthouseRuns(chrome, url);
  if (slowHostSlowdown === undefined) return medians(runs);
  const slow = await slowHostRuns(chrome, url, slowHostSlowdown);
  // Each run merged with the slow host's run of the same rank.
  return medians(runs.map((run, index) => ({ ...run, ...slow[index] })));
}

/**
 * The floor's medians, as lighthouseMedians gives them, on the slow host too: this one slowed by
 * hostSlowdownFor its benchmark index, as the floor's own runs measured it, over
 * FLOOR_SLOW_HOST_RUNS runs there. The routes are then measured at that slowdown.
 * @param {import("chrome-launcher").LaunchedChrome} chrome
 * @param {string} url
 */
export async function lighthouseFloor(chrome, url) {
  const runs = await lighthouseRuns(chrome, url);
  const floor = medians(runs);
  const slowdown = hostSlowdownFor(floor.benchmarkIndex);
  const slow = await slowHostRuns(chrome, url, slowdown, FLOOR_SLOW_HOST_RUNS);
  return { ...floor, ...medians(slow.map((run) => ({ ...run, failed: floor.failed }))) };
}

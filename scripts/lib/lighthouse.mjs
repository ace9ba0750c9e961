// Lighthouse for `npm run bench`: mobile defaults (Lighthouse's own: a mid-range phone,
// simulated slow 4G and CPU), run against the system Chromium, reduced to medians.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "../chromium.mjs";

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

/** One Lighthouse run: the four category scores, LCP and TBT in ms, CLS. */
export async function lighthouseRun(url, port) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
  });
  const { categories, audits } = result.lhr;
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    bestPractices: categories["best-practices"].score,
    seo: categories.seo.score,
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    failed: Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative",
      )
      .filter(
        (audit) =>
          audit.scoreDisplayMode !== "manual" && audit.scoreDisplayMode !== "notApplicable",
      )
      .map((audit) => audit.id),
  };
}

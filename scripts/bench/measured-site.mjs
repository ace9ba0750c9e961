// @ts-check
// What `npm run bench` measures routes on: the site built and served as `npm start` serves it,
// the framework's floor (a bare Next.js page, built like the site, so the floor is the
// framework's, not a step behind it) served beside it, Playwright's Chromium and a Chrome for
// Lighthouse; each stopped once the work is done.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { launchOptions } from "../shared/chromium.mjs";
import { startEmulators } from "../local/emulators.mjs";
import { launchChrome, lighthouseFloor, lighthouseMedians } from "./lighthouse.mjs";
import { measurePageLoad } from "./page-load-in-chromium.mjs";
import { HOSTING_URL, ROOT } from "../shared/project.mjs";
import { serveStatic } from "../shared/static-server.mjs";

export const SITE_OUT = join(ROOT, "out");
const FLOOR_DIR = join(ROOT, "bench/floor");
const FLOOR_OUT = join(FLOOR_DIR, "out");
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/**
 * Runs a build step in the project; a failed one ends the bench.
 * @param {string} command
 * @param {string[]} args
 */
export function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** @typedef {import("./bench-report.mjs").RouteMeasures} RouteMeasures */

/**
 * Builds and serves the site and the floor, measures the floor, and hands `work` the floor's
 * measures, a way to measure one of the site's routes the same way, and the Chromium.
 * @template Result
 * @param {(site: { floor: RouteMeasures, measure: (route: string) => Promise<RouteMeasures>,
 *   browser: import("@playwright/test").Browser }) => Promise<Result>} work
 * @returns {Promise<Result>}
 */
export async function withMeasuredSite(work) {
  console.log("Building the site and the floor page…");
  run("npm", ["run", "build"]);
  run("npx", ["next", "build", FLOOR_DIR]);
  run("node", ["scripts/build/postbuild.mjs", FLOOR_DIR]);

  const stopEmulators = await startEmulators(["auth", "hosting"]);
  const floorServer = await serveStatic(FLOOR_OUT);
  const browser = await chromium.launch(launchOptions());
  const chrome = await launchChrome();
  try {
    // Listening on a TCP port, so its address is an AddressInfo.
    const address = /** @type {import("node:net").AddressInfo} */ (floorServer.address());
    const floorUrl = `http://127.0.0.1:${address.port}`;
    const floor = {
      ...(await measurePageLoad(browser, { baseUrl: floorUrl, outDir: FLOOR_OUT }, "/")),
      ...(await lighthouseFloor(chrome, `${floorUrl}/`)),
    };
    const measure = async (/** @type {string} */ route) => {
      console.log(`Measuring ${route}…`);
      const target = { baseUrl: HOSTING_URL, outDir: SITE_OUT, withHint: true };
      return {
        ...(await measurePageLoad(browser, target, route)),
        ...(await lighthouseMedians(chrome, `${HOSTING_URL}${route}`, floor.slowHostSlowdown)),
      };
    };
    return await work({ floor, measure, browser });
  } finally {
    chrome.kill();
    await browser.close();
    floorServer.close();
    await stopEmulators();
  }
}

// @ts-check
// Serves the deferral's two exports at once through the Hosting emulator: a firebase.json of
// the bench's own (in tmp/bench-deferral/) with the site's Hosting entry twice, one per export,
// so both get the site's clean URLs and headers exactly as `npm start` and `npm run bench` serve
// it. The emulator serves each site on a port of its own; they are read from its log.
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { DEFERRED_SCRIPTS_ID } from "../build/deferred-scripts.mjs";
import { SITE_TARGET, hostingSite } from "../local/hosting-config.mjs";
import { startProcess, stopAll, stopAndReap } from "../local/emulator-processes.mjs";
import { FIREBASE_CONFIG, PROJECT_ID, ROOT } from "../shared/project.mjs";
import { waitForHttp } from "../shared/wait-for-http.mjs";
import { COMPARE_DIR } from "./deferral-exports.mjs";

/** The Hosting site names of the two exports in the bench's config. */
const SITES = { deferred: "bench-deferred", notDeferred: "bench-not-deferred" };

/**
 * The address each site is served on, from the emulator's log lines such as
 * "hosting[bench-deferred]: Local server: http://127.0.0.1:5000".
 * @param {string} log
 * @returns {Record<string, string>}
 */
export function servedSites(log) {
  // The emulator colours its log on a terminal: the codes go first.
  const plain = log.replace(/\u001b\[[0-9;]*m/g, "");
  return Object.fromEntries(
    [...plain.matchAll(/hosting\[([^\]]+)\]: Local server: (http:\/\/[^\s]+)/g)].map(
      ([, site, url]) => [site, url],
    ),
  );
}

/**
 * Checks that the home page at `url` is the export it should be, deferred or not.
 * @param {string} url
 * @param {boolean} deferred
 */
async function checkServed(url, deferred) {
  const html = await (await fetch(`${url}/`)).text();
  if (html.includes(`id="${DEFERRED_SCRIPTS_ID}"`) !== deferred) {
    throw new Error(`${url}/ is not the ${deferred ? "deferred" : "not deferred"} export`);
  }
}

/**
 * Starts the Hosting emulator on both exports; resolves once each answers with its own, with
 * their addresses and a function that stops the emulator.
 * @param {{ deferred: string, notDeferred: string }} exports the exports' folders
 */
export async function serveBothExports(exports) {
  // Named by site, not by deploy target: a target needs .firebaserc beside the config.
  const site = Object.fromEntries(
    Object.entries(hostingSite(SITE_TARGET)).filter(([key]) => key !== "target"),
  );
  const config = {
    hosting: [
      // Relative to the config: the emulator reads an absolute public folder as a relative one.
      { ...site, site: SITES.deferred, public: relative(COMPARE_DIR, exports.deferred) },
      { ...site, site: SITES.notDeferred, public: relative(COMPARE_DIR, exports.notDeferred) },
    ],
    emulators: { ...FIREBASE_CONFIG.emulators, ui: { enabled: false } },
  };
  const configFile = join(COMPARE_DIR, "firebase.json");
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const firebase = join(ROOT, "node_modules/.bin/firebase");
  const args = ["emulators:start", "--only", "hosting", "--project", PROJECT_ID];
  const child = startProcess(firebase, [...args, "--config", configFile], "Hosting emulator");
  // On exit nothing can be awaited any more: the emulator is only told to stop.
  process.once("exit", () => stopAll([child]));
  const stop = () => stopAndReap([child]);

  let log = "";
  child.stdout.on("data", (/** @type {Buffer} */ chunk) => (log += chunk.toString()));
  const deadline = Date.now() + 90_000;
  try {
    for (;;) {
      const served = servedSites(log);
      const deferred = served[SITES.deferred];
      const notDeferred = served[SITES.notDeferred];
      if (deferred && notDeferred) {
        await Promise.all([deferred, notDeferred].map((url) => waitForHttp(`${url}/`, 30_000)));
        await checkServed(deferred, true);
        await checkServed(notDeferred, false);
        return { deferred, notDeferred, stop };
      }
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`The Hosting emulator did not serve both exports:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

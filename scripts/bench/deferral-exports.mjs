// @ts-check
// The two exports the deferral's side-by-side bench serves, from one `next build`: out/ as
// `npm run build` leaves it (the chunks deferred past the first paint), and a copy of the same
// export post-processed without the deferral (as GIGLOOM_DEFER_SCRIPTS=off builds it). Each page
// carries its own Content-Security-Policy with the hashes of its own inline scripts (the
// deferred page has the loader, the other none); firebase.json's headers are the same for both.
import { spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import nextEnv from "@next/env";
import { CMS_ROUTE_DIR } from "../build/cms-admin.mjs";
import { remoteSources } from "../build/csp.mjs";
import { postprocessExport } from "../build/postprocess-export.mjs";
import { PORTS, ROOT } from "../shared/project.mjs";

/** The side-by-side bench's own files: the export without the deferral, the emulator's config. */
export const COMPARE_DIR = join(ROOT, "tmp/bench-deferral");

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * `npm run build`'s steps, with next build's export copied before the post-build step rewrites
 * it; then the copy rewritten without the deferral. The CMS admin (out/cms/, which the post-build
 * step moves to out-cms/) is left out of the copy: no site page.
 * @returns {Promise<{ deferred: string, notDeferred: string }>} the two exports' folders
 */
export async function buildBothExports() {
  // The deferred export is the default build's, whatever the caller's environment asks.
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.GIGLOOM_DEFER_SCRIPTS;
  const deferred = join(ROOT, "out");
  const notDeferred = join(COMPARE_DIR, "not-deferred");
  run("node", ["scripts/build/images.mjs"], env);
  run("npx", ["next", "build"], env);
  rmSync(COMPARE_DIR, { recursive: true, force: true });
  cpSync(deferred, notDeferred, {
    recursive: true,
    filter: (source) => source !== join(deferred, CMS_ROUTE_DIR),
  });
  run("node", ["scripts/build/postbuild.mjs"], env);
  // The same .env files and origins as the post-build step of `npm run build`.
  nextEnv.loadEnvConfig(ROOT);
  await postprocessExport(notDeferred, remoteSources(process.env, PORTS), { defer: false });
  return { deferred, notDeferred };
}

// @ts-check
// Where a build's creators, and so their photos, come from: one rule for the pages
// (src/lib/content/creators.ts) and the image step before them (scripts/build/creator-photos.mjs).
// Plain JavaScript, so that Node scripts read it as the site does.
import { isDemoEnv } from "../firebase/project-facts.mjs";
import { DIRECTORY_SNAPSHOT_ENV } from "./collections.mjs";

/**
 * Where the build with the environment `env` takes its creators from (docs/directory.md,
 * "From `directory` to the pages"):
 * - `snapshot`: `directory` as read just before the build, the emulator's under `npm start`
 *   once it has changed, production's under `npm run deploy`;
 * - `seed`: in demo mode otherwise, the demo's creators as the publishing function publishes
 *   them, which is what the emulator's `directory` holds once `npm start` has seeded it;
 * - `none`: any other build (a preview, or a production build outside `npm run deploy`).
 * @param {Record<string, string | undefined>} env
 * @returns {"snapshot" | "seed" | "none"}
 */
export const directorySource = (env) =>
  env[DIRECTORY_SNAPSHOT_ENV] ? "snapshot" : isDemoEnv(env) ? "seed" : "none";

// @ts-check
// What keeps `npm start`'s site in step with its sources: content/ (./content-rebuild.mjs) and,
// in demo mode, the emulator's `directory` (./directory-rebuild.mjs), both through one queue of
// rebuilds. Once the emulator is seeded, every rebuild publishes `directory` as it is when that
// build starts, through a snapshot the build is given (DIRECTORY_SNAPSHOT_ENV).
import { join } from "node:path";
import { DIRECTORY_SNAPSHOT_ENV } from "../../src/lib/directory/collections.mjs";
import { writeDirectorySnapshot } from "../shared/directory-snapshot.mjs";
import { rebuildInCopy, watchContent } from "./content-rebuild.mjs";
import { watchDirectory } from "./directory-rebuild.mjs";
import { rebuildQueue } from "./rebuild-queue.mjs";

/**
 * @param {string} root the project, with a trailing slash
 * @param {{ db: import("firebase-admin/firestore").Firestore,
 *   shown: Record<string, unknown>[],
 *   photos: import("../../src/lib/directory/photo-store.mjs").PhotoStore }} [directory] the
 *   emulator, the entries the first build shows (the seed's) and the demo's bucket; none when
 *   the site is not in demo mode
 * @param {import("./checked-types.mjs").CheckedTypes} [types] the types this run checked
 * @returns {() => void} stops watching
 */
export function keepSiteInStep(root, directory, types) {
  const snapshot = join(root, "tmp/directory-snapshot.json");
  let entries = directory?.shown ?? [];
  const request = rebuildQueue({
    rebuild: async () => {
      if (!directory) return rebuildInCopy(root, {}, types);
      await writeDirectorySnapshot(snapshot, entries, directory.photos);
      return rebuildInCopy(root, { [DIRECTORY_SNAPSHOT_ENV]: snapshot }, types);
    },
  });
  const stops = [watchContent(root, () => request("content/ changed"))];
  if (directory) {
    stops.push(
      watchDirectory(directory.db, directory.shown, (changed) => {
        entries = changed;
        request(`The emulator's directory changed (${changed.length} creators listed)`);
      }),
    );
  }
  return () => stops.forEach((stop) => stop());
}

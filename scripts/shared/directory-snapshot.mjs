// @ts-check
// `directory` as a build publishes it: read whole with admin rights (the emulator's under `npm
// start`, production's with the read-only service account under `npm run deploy`), written to
// a file whose path the build is given (DIRECTORY_SNAPSHOT_ENV), so that every page of one
// build shows the directory as it was at one moment. The build validates each entry. The
// entries' photos are copied beside it, so the build's image step reads that same moment.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { DIRECTORY_COLLECTION } from "../../src/lib/directory/collections.mjs";
import { PUBLIC_PHOTO_PATH } from "../../src/lib/directory/photo-paths.mjs";
import { folderPhotoStore } from "../../src/lib/directory/photo-store.mjs";

/** @typedef {import("../../src/lib/directory/photo-store.mjs").PhotoStore} PhotoStore */

/** At most this many photos are fetched at a time: thousands of creators, one bucket. */
const FETCHES_AT_ONCE = 16;

/**
 * Each entry of `directory`, by slug.
 * @param {import("firebase-admin/firestore").Firestore} db
 * @returns {Promise<Record<string, unknown>[]>}
 */
export async function readDirectory(db) {
  const snapshot = await db.collection(DIRECTORY_COLLECTION).orderBy("slug").get();
  return snapshot.docs.map((doc) => doc.data());
}

/**
 * The entries as text that is the same whenever they are: Firestore hands back a document's
 * fields in no promised order, and a rebuild is worth it only when a field changed.
 * @param {unknown} value
 * @returns {string}
 */
export function canonicalJson(value) {
  return JSON.stringify(value, (_key, item) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

/**
 * The folder beside the snapshot `file` that holds its entries' photos, by their paths.
 * @param {string} file
 */
export const snapshotPhotoFolder = (file) => `${file.replace(/\.json$/, "")}-photos`;

/**
 * Writes the snapshot, and with `photos` (where the function copied them) each entry's photo
 * into snapshotPhotoFolder. An entry whose photo is not there (the function's copy removed as
 * the creator picked another, a moment ago), or every entry when no `photos` is given, is
 * written without it: their initials show until the next build.
 * @param {string} file
 * @param {Record<string, unknown>[]} entries
 * @param {PhotoStore} [photos]
 * @returns {Promise<Record<string, unknown>[]>} the entries as written
 */
export async function writeDirectorySnapshot(file, entries, photos) {
  const folder = snapshotPhotoFolder(file);
  rmSync(folder, { recursive: true, force: true });
  const copies = folderPhotoStore(folder);
  const written = [...entries];
  let next = 0;
  const fetcher = async () => {
    for (let index = next++; index < written.length; index = next++) {
      const { photo, ...rest } = /** @type {Record<string, unknown>} */ (written[index]);
      // Only the function's copies are read: an entry naming any other file keeps its field, and
      // the build refuses it, naming the field (src/lib/content/creators.ts).
      if (typeof photo !== "string" || !PUBLIC_PHOTO_PATH.test(photo)) continue;
      const bytes = await photos?.read(photo);
      if (bytes) await copies.write(photo, bytes, "");
      else written[index] = rest;
    }
  };
  await Promise.all(Array.from({ length: FETCHES_AT_ONCE }, fetcher));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${canonicalJson({ entries: written })}\n`);
  return written;
}

// @ts-check
// `directory` as a build publishes it: read whole with admin rights (the emulator's under `npm
// start`, production's with the read-only service account under `npm run deploy`), written to
// a file whose path the build is given (DIRECTORY_SNAPSHOT_ENV), so that every page of one
// build shows the directory as it was at one moment. The build validates each entry.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { DIRECTORY_COLLECTION } from "../../src/lib/directory/collections.mjs";

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
 * @param {string} file
 * @param {Record<string, unknown>[]} entries
 */
export function writeDirectorySnapshot(file, entries) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${canonicalJson({ entries })}\n`);
}

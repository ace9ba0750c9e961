// @ts-check
// `npm start` keeps the running site in step with the Firestore emulator's `directory`, as it
// does with content/: the publishing function's writes (a creator un-listed in the stand-in app,
// a renamed one) rebuild the site, so a page the creator took down goes (docs/directory.md).
import { DIRECTORY_COLLECTION } from "../../src/lib/directory/collections.mjs";
import { canonicalJson, readDirectory } from "../shared/directory-snapshot.mjs";

/** One change often comes as several writes (a rename deletes one entry and writes another). */
const SETTLE_MS = 1000;

/**
 * Calls `onChange` with `directory`'s entries each time they settle different from those of
 * the last call (at first, `shown`: the entries the running site shows).
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {Record<string, unknown>[]} shown
 * @param {(entries: Record<string, unknown>[]) => void} onChange
 * @returns {() => void} stops watching
 */
export function watchDirectory(db, shown, onChange) {
  let last = canonicalJson(shown);
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const settled = async () => {
    const entries = await readDirectory(db);
    const text = canonicalJson(entries);
    if (text === last) return;
    last = text;
    onChange(entries);
  };
  const stop = db.collection(DIRECTORY_COLLECTION).onSnapshot(
    () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => settled().catch((error) => console.error(`Reading directory: ${error}`)),
        SETTLE_MS,
      );
    },
    (error) => console.error(`Watching directory stopped: ${error}`),
  );
  return () => {
    clearTimeout(timer);
    stop();
  };
}

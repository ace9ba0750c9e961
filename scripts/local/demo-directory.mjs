// @ts-check
// Demo mode's creators (docs/directory.md, "The demo"): `npm start` writes the fictional
// profiles of src/lib/directory/demo-creators.ts into the Firestore emulator's
// `creatorProfiles`, as the app would, and the publishing function, fired by the emulator,
// publishes the listed ones to `directory`. The site's first build shows the same creators
// without waiting for this: it publishes the seed with the same code (lib/content/creators.ts),
// and the seed is settled only once `directory` holds exactly what that build shows. Their
// photos go into the demo's bucket first, where the app would have put them.
import { PROFILE_COLLECTION } from "../../src/lib/directory/collections.mjs";
import { demoPhoto } from "../shared/demo-photo.mjs";
import { readDirectory } from "../shared/directory-snapshot.mjs";
import { importTypeScript } from "../shared/typescript-module.mjs";

/** The function's first calls start its workers: a minute and more on a loaded machine. */
const SETTLED_WITHIN_MS = 180_000;

/**
 * Seeds the demo's creators and resolves with `directory` once the function has published each
 * listed one and nothing else.
 * @param {import("firebase-admin/firestore").Firestore} db
 * @param {import("../../src/lib/directory/photo-store.mjs").PhotoStore} photos the demo's bucket
 * @returns {Promise<Record<string, unknown>[]>} the directory's entries, by slug
 */
export async function seedDemoDirectory(db, photos) {
  const { demoSeed } = await importTypeScript("src/lib/directory/demo-seed.ts");
  /** @type {{ uid: string, profile: { photoPath?: string }, profileKey: string, listed: boolean }[]} */
  const seed = demoSeed();
  for (const { profile } of seed) {
    const { photoPath } = profile;
    if (photoPath) await photos.write(photoPath, await demoPhoto(photoPath), "image/jpeg");
  }
  const batch = db.batch();
  for (const { uid, profile } of seed)
    batch.set(db.collection(PROFILE_COLLECTION).doc(uid), profile);
  await batch.commit();

  const expected = new Set(seed.filter((creator) => creator.listed).map((c) => c.profileKey));
  const seedKeys = new Set(seed.map((creator) => creator.profileKey));
  const deadline = Date.now() + SETTLED_WITHIN_MS;
  for (;;) {
    const entries = await readDirectory(db);
    // Only the seed's entries count: the functions' tests share the emulator with others.
    const published = entries
      .map((entry) => String(entry.profileKey))
      .filter((key) => seedKeys.has(key));
    if (published.length === expected.size && published.every((key) => expected.has(key))) {
      return entries;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The demo's creators were not published within ${SETTLED_WITHIN_MS / 1000} s ` +
          `(${published.length} of ${expected.size}): is the publishing function's trigger registered?`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

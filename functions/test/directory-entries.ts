import type { Firestore } from "firebase-admin/firestore";
import { DIRECTORY_COLLECTION } from "@/lib/directory/entry";
import { profileKeyOf } from "@/lib/directory/profile-key";

/** Long enough for a trigger's first call, which starts a worker, on a busy machine. */
export const PUBLISHED_WITHIN = { timeout: 30_000, interval: 250 };

/** The entries `directory` holds for the profile `uid`, each with its id (its slug). */
export async function directoryEntriesOf(db: Firestore, uid: string) {
  const snapshot = await db
    .collection(DIRECTORY_COLLECTION)
    .where("profileKey", "==", profileKeyOf(uid))
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

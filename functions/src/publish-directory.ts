import { createHash } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { DIRECTORY_COLLECTION } from "@/lib/directory/entry";
import type { TierRange } from "@/lib/directory/follower-tier";
import { publication, type Publication } from "@/lib/directory/public-entry";

/**
 * A profile's key in the directory: a hash of the app's id, so an entry can be found again
 * when its slug changes with the name, and the id itself is never published.
 */
export const profileKeyOf = (uid: string) => createHash("sha256").update(uid).digest("hex");

/**
 * Brings `directory` in line with a profile as it now is (`data`: undefined once deleted): its
 * one entry written whole, or none, and any entry it had under another slug (a renamed
 * creator) deleted in the same batch, so a page is never public under two names.
 */
export async function publishProfile(
  db: Firestore,
  uid: string,
  data: unknown,
  tiers: readonly TierRange[],
): Promise<Publication> {
  const profileKey = profileKeyOf(uid);
  const result = publication(data, profileKey, tiers);
  const directory = db.collection(DIRECTORY_COLLECTION);
  const earlier = await directory.where("profileKey", "==", profileKey).get();
  const batch = db.batch();
  const kept = "publish" in result ? result.publish.slug : undefined;
  for (const doc of earlier.docs) if (doc.id !== kept) batch.delete(doc.ref);
  if ("publish" in result) batch.set(directory.doc(result.publish.slug), result.publish);
  await batch.commit();
  return result;
}

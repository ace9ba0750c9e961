import type { Firestore } from "firebase-admin/firestore";
import { DIRECTORY_COLLECTION } from "@/lib/directory/entry";
import type { TierRange } from "@/lib/directory/follower-tier";
import { PROFILE_COLLECTION } from "@/lib/directory/profile";
import { profileKeyOf } from "@/lib/directory/profile-key";
import { directorySlug, publication, type Publication } from "@/lib/directory/public-entry";

/**
 * Brings `directory` in line with the profile `uid` as it is now: its one entry written whole,
 * or none, and any entry it had under another slug (a renamed creator) deleted with it, so a
 * page is never public under two names. The profile is read again in the transaction, not
 * taken from the event: events may arrive out of order or side by side (a rename, then an
 * un-listing a moment later), and whichever runs last must publish what the profile says last.
 * Says how many entries it deleted: each was a page the site must take down.
 */
export async function publishProfile(
  db: Firestore,
  uid: string,
  tiers: readonly TierRange[],
): Promise<{ publication: Publication; removed: number }> {
  const profileKey = profileKeyOf(uid);
  const directory = db.collection(DIRECTORY_COLLECTION);
  return db.runTransaction(async (transaction) => {
    const profile = await transaction.get(db.collection(PROFILE_COLLECTION).doc(uid));
    const earlier = await transaction.get(directory.where("profileKey", "==", profileKey));
    const result = publication(profile.exists ? profile.data() : undefined, profileKey, tiers);
    if (!("publish" in result)) {
      for (const doc of earlier.docs) transaction.delete(doc.ref);
      return { publication: result, removed: earlier.size };
    }
    // Another listed creator may hold this name and these 6 digits: theirs stays theirs.
    const taken = await transaction.get(directory.doc(result.publish.slug));
    const entry =
      taken.exists && taken.get("profileKey") !== profileKey
        ? {
            ...result.publish,
            slug: directorySlug(result.publish.displayName, profileKey, "long"),
          }
        : result.publish;
    const renamed = earlier.docs.filter((doc) => doc.id !== entry.slug);
    for (const doc of renamed) transaction.delete(doc.ref);
    transaction.set(directory.doc(entry.slug), entry);
    return { publication: { publish: entry }, removed: renamed.length };
  });
}

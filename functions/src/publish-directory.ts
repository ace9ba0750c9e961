import type { Firestore } from "firebase-admin/firestore";
import { DIRECTORY_COLLECTION, type DirectoryEntry } from "@/lib/directory/entry";
import type { TierRange } from "@/lib/directory/follower-tier";
import { PROFILE_COLLECTION } from "@/lib/directory/profile";
import { profileKeyOf } from "@/lib/directory/profile-key";
import type { PhotoStore } from "@/lib/directory/photo-store.mjs";
import { directorySlug, publication, type Publication } from "@/lib/directory/public-entry";
import { copyPhotoOrSayWhy, removeOtherPhotos } from "./publish-photo";

/**
 * Brings `directory` in line with the profile `uid` as it is now: its one entry written whole,
 * or none, and any entry it had under another slug (a renamed creator) deleted with it, so a
 * page is never public under two names. The profile is read again in the transaction, not
 * taken from the event: events may arrive out of order or side by side (a rename, then an
 * un-listing a moment later), and whichever runs last must publish what the profile says last.
 * The creator's photo is copied to the entry's public-safe path first (./publish-photo.ts), and
 * once the entry is written every other copy of theirs is removed.
 * Says how many entries it deleted (each was a page the site must take down), when the photo
 * was left out, why, and when other copies could not be removed, why.
 */
export async function publishProfile(
  db: Firestore,
  uid: string,
  tiers: readonly TierRange[],
  photos: PhotoStore,
): Promise<{
  publication: Publication;
  removed: number;
  photoProblem?: string;
  copiesLeft?: string;
}> {
  const profileKey = profileKeyOf(uid);
  const directory = db.collection(DIRECTORY_COLLECTION);
  const published = await db.runTransaction(async (transaction) => {
    const profile = await transaction.get(db.collection(PROFILE_COLLECTION).doc(uid));
    const earlier = await transaction.get(directory.where("profileKey", "==", profileKey));
    const result = publication(profile.exists ? profile.data() : undefined, profileKey, tiers);
    if (!("publish" in result)) {
      for (const doc of earlier.docs) transaction.delete(doc.ref);
      return { publication: result, removed: earlier.size };
    }
    // In the transaction, so the copy is of the photo the profile names as it is committed.
    const { photo, ...withoutPhoto } = result.publish;
    const photoPath = profile.get("photoPath") as string;
    const refused = photo ? await copyPhotoOrSayWhy(photos, uid, photoPath, photo) : undefined;
    // Another listed creator may hold this name and these 6 digits: theirs stays theirs.
    const taken = await transaction.get(directory.doc(result.publish.slug));
    const published: DirectoryEntry = refused ? withoutPhoto : result.publish;
    const entry =
      taken.exists && taken.get("profileKey") !== profileKey
        ? { ...published, slug: directorySlug(published.displayName, profileKey, "long") }
        : published;
    const renamed = earlier.docs.filter((doc) => doc.id !== entry.slug);
    for (const doc of renamed) transaction.delete(doc.ref);
    transaction.set(directory.doc(entry.slug), entry);
    return {
      publication: { publish: entry },
      removed: renamed.length,
      photoProblem: refused?.problem,
    };
  });
  const keep = "publish" in published.publication ? published.publication.publish.photo : undefined;
  // Said, not thrown: the entry is written, and an un-listing's rebuild must still be asked for.
  const copiesLeft = await removeOtherPhotos(photos, profileKey, keep).then(
    () => undefined,
    (error: unknown) => String(error),
  );
  return copiesLeft ? { ...published, copiesLeft } : published;
}

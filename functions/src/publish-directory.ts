import type { Firestore } from "firebase-admin/firestore";
import { DIRECTORY_COLLECTION, type DirectoryEntry } from "@/lib/directory/entry";
import type { TierRange } from "@/lib/directory/follower-tier";
import { PROFILE_COLLECTION } from "@/lib/directory/profile";
import { profileKeyOf } from "@/lib/directory/profile-key";
import type { PhotoStore } from "@/lib/directory/photo-store.mjs";
import { directorySlug, publication, type Publication } from "@/lib/directory/public-entry";
import { copyPhotoOrSayWhy, removeOtherPhotos } from "./publish-photo";

type Published = {
  publication: Publication;
  removed: number;
  photoProblem?: string;
  copiesLeft?: string;
};

/**
 * How many times one event puts back a copy that another event's clean-up removed. Every event
 * checks after its own clean-up, so the last to finish puts back what an earlier one took; the
 * bound keeps a burst of events from holding one of them forever.
 */
const RESTORES = 2;

/**
 * Brings `directory` in line with the profile `uid` as it is now: its one entry written whole,
 * or none, and any entry it had under another slug (a renamed creator) deleted with it, so a
 * page is never public under two names. The profile is read again in the transaction, not
 * taken from the event: events may arrive out of order or side by side (a rename, then an
 * un-listing a moment later), and whichever runs last must publish what the profile says last.
 * The creator's photo is copied to the entry's public-safe path first (./publish-photo.ts), and
 * once the entry is written every other copy of theirs is removed: every copy but the one their
 * entry names then, which a second event may have changed since this one's write.
 * Says how many entries it deleted (each was a page the site must take down), when the photo
 * was left out, why, and when other copies could not be removed, why.
 */
export async function publishProfile(
  db: Firestore,
  uid: string,
  tiers: readonly TierRange[],
  photos: PhotoStore,
  restores = RESTORES,
): Promise<Published> {
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
  const photoNamed = () => entryPhoto(db, profileKey);
  // Said, not thrown: the entry is written, and an un-listing's rebuild must still be asked for.
  const copiesLeft = await photoNamed()
    .then((keep) => removeOtherPhotos(photos, profileKey, keep))
    .then(
      () => undefined,
      (error: unknown) => String(error),
    );
  // Another event for this creator, cleaning up by what the entry named before this one wrote
  // it, may have removed the copy it names now: put it back, from the profile. A read that fails
  // is not taken for a copy lost: the profile's next write checks again.
  const named = await photoNamed().catch(() => undefined);
  const gone = named !== undefined && (await photos.size(named).catch(() => 0)) === undefined;
  if (gone && restores > 0) {
    // This event's own deletions reach the caller, which asks for the rebuild, either way.
    return publishProfile(db, uid, tiers, photos, restores - 1).then(
      (again) => ({ ...again, removed: published.removed + again.removed }),
      (error: unknown) => ({ ...published, photoProblem: `its copy was not put back: ${error}` }),
    );
  }
  return copiesLeft ? { ...published, copiesLeft } : published;
}

/** The photo the profile's entry names now, if it has an entry and the entry a photo. */
async function entryPhoto(db: Firestore, profileKey: string): Promise<string | undefined> {
  const entries = await db
    .collection(DIRECTORY_COLLECTION)
    .where("profileKey", "==", profileKey)
    .get();
  return entries.docs[0]?.get("photo") as string | undefined;
}

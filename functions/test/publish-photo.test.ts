import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, describe, expect, inject, it } from "vitest";
import { publicPhotoFolder, publicPhotoPath } from "@/lib/directory/photo";
import { folderPhotoStore } from "@/lib/directory/photo-store.mjs";
import { PROFILE_COLLECTION } from "@/lib/directory/profile";
import { profileKeyOf } from "@/lib/directory/profile-key";
import { PORTS, PROJECT_ID } from "../../scripts/shared/project.mjs";
import { appCreatorProfile } from "../../tests/support/creator-profile";
import { directoryEntriesOf, PUBLISHED_WITHIN } from "./directory-entries";
import { phonePhoto } from "./phone-photo";

/**
 * The publishing function's copy of a creator's photo, run by the Functions emulator on a
 * profile the test writes as the app does, with a folder of this run standing in for the
 * bucket (src/lib/directory/photo-store.mjs; Cloud Storage's emulator cannot run here).
 */
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORTS.firestore}`;
const app = initializeApp({ projectId: PROJECT_ID }, `photos-${randomUUID()}`);
const db = getFirestore(app);
afterAll(() => deleteApp(app));
const bucket = folderPhotoStore(inject("photoFolder"));

const photoOf = async (uid: string) =>
  (await directoryEntriesOf(db, uid)).map((entry) => ("photo" in entry ? entry.photo : "none"));
const copiesOf = (uid: string) => bucket.list(publicPhotoFolder(profileKeyOf(uid)));

describe("the publishing function's copy of a creator's photo", () => {
  it("copies the photo to its public-safe path, follows a new photo, and removes every copy once un-listed", async () => {
    const uid = `test-${randomUUID()}`;
    const first = `creatorPhotos/${uid}/first.jpg`;
    const second = `creatorPhotos/${uid}/second.jpg`;
    const firstBytes = await phonePhoto("#5b3fd6");
    await bucket.write(first, firstBytes, "image/jpeg");
    await bucket.write(second, await phonePhoto("#0f766e"), "image/jpeg");
    const written = db.collection(PROFILE_COLLECTION).doc(uid);

    await written.set(appCreatorProfile({ photoPath: first }));
    const firstCopy = publicPhotoPath(profileKeyOf(uid), first);
    await expect.poll(() => photoOf(uid), PUBLISHED_WITHIN).toEqual([firstCopy]);
    expect(firstCopy).not.toContain(uid);
    expect(await bucket.read(firstCopy)).toEqual(firstBytes);

    await written.update({ photoPath: second });
    const secondCopy = publicPhotoPath(profileKeyOf(uid), second);
    await expect.poll(() => photoOf(uid), PUBLISHED_WITHIN).toEqual([secondCopy]);
    await expect.poll(() => copiesOf(uid), PUBLISHED_WITHIN).toEqual([secondCopy]);

    await written.update({ "directory.listed": false });
    await expect.poll(() => photoOf(uid), PUBLISHED_WITHIN).toEqual([]);
    await expect.poll(() => copiesOf(uid), PUBLISHED_WITHIN).toEqual([]);
    // The app's own photos are the app's: the function only ever removes its copies.
    expect(await bucket.read(first)).toEqual(firstBytes);
  });

  it("publishes without a photo, and copies nothing, when the photo is another creator's or not an image", async () => {
    const someoneElse = `creatorPhotos/other-${randomUUID()}/photo.jpg`;
    await bucket.write(someoneElse, await phonePhoto("#b45309"), "image/jpeg");
    const borrowing = `test-${randomUUID()}`;
    await db
      .collection(PROFILE_COLLECTION)
      .doc(borrowing)
      .set(appCreatorProfile({ photoPath: someoneElse }));

    const faking = `test-${randomUUID()}`;
    const notAnImage = `creatorPhotos/${faking}/photo.jpg`;
    await bucket.write(notAnImage, new TextEncoder().encode("<svg onload=alert(1)>"), "image/jpeg");
    await db
      .collection(PROFILE_COLLECTION)
      .doc(faking)
      .set(appCreatorProfile({ photoPath: notAnImage }));

    for (const uid of [borrowing, faking]) {
      await expect.poll(() => photoOf(uid), PUBLISHED_WITHIN).toEqual(["none"]);
      expect(await copiesOf(uid)).toEqual([]);
    }
  });
});

import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { rateCard } from "@/lib/content";
import { publicPhotoFolder, publicPhotoPath } from "@/lib/directory/photo";
import { folderPhotoStore, type PhotoStore } from "@/lib/directory/photo-store.mjs";
import { PROFILE_COLLECTION } from "@/lib/directory/profile";
import { profileKeyOf } from "@/lib/directory/profile-key";
import { PORTS } from "../../scripts/shared/project.mjs";
import { appCreatorProfile } from "../../tests/support/creator-profile";
import { publishProfile } from "../src/publish-directory";
import { directoryEntriesOf } from "./directory-entries";
import { phonePhoto } from "./phone-photo";

/**
 * Two events for one creator side by side, in the order that once lost a photo: the function's
 * publishing step itself, called twice, against the Firestore emulator. The project is one no
 * trigger is registered for, so nothing but these calls publishes the profile.
 */
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORTS.firestore}`;
const app = initializeApp({ projectId: "demo-gigloom-race" }, `race-${randomUUID()}`);
const db = getFirestore(app);
const folder = mkdtempSync(join(tmpdir(), "gigloom-race-"));
const bucket = folderPhotoStore(folder);
const tiers = rateCard("en").tiers;
afterAll(async () => {
  await deleteApp(app);
  rmSync(folder, { recursive: true, force: true });
});

describe("two events for one creator, side by side", () => {
  it("an earlier event's clean-up, run after a later event wrote a new photo, leaves the entry its photo", async () => {
    const uid = `test-${randomUUID()}`;
    const first = `creatorPhotos/${uid}/first.jpg`;
    const second = `creatorPhotos/${uid}/second.jpg`;
    const secondBytes = await phonePhoto("#0f766e");
    await bucket.write(first, await phonePhoto("#5b3fd6"), "image/jpeg");
    await bucket.write(second, secondBytes, "image/jpeg");
    const profile = db.collection(PROFILE_COLLECTION).doc(uid);
    await profile.set(appCreatorProfile({ photoPath: first }));

    // The first event writes its entry, with the first photo, then waits before its clean-up.
    let atCleanUp!: () => void;
    const reachedCleanUp = new Promise<void>((resolve) => (atCleanUp = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: PhotoStore = {
      ...bucket,
      async list(path) {
        atCleanUp();
        await released;
        return bucket.list(path);
      },
    };
    const earlier = publishProfile(db, uid, tiers, held);
    await reachedCleanUp;

    // Meanwhile the creator picks another photo, and that change's event runs whole.
    await profile.update({ photoPath: second });
    await publishProfile(db, uid, tiers, bucket);
    release();
    await earlier;

    const secondCopy = publicPhotoPath(profileKeyOf(uid), second);
    const entries = await directoryEntriesOf(db, uid);
    expect(entries.map((entry) => ("photo" in entry ? entry.photo : "none"))).toEqual([secondCopy]);
    expect(await bucket.read(secondCopy)).toEqual(secondBytes);
    expect(await bucket.list(publicPhotoFolder(profileKeyOf(uid)))).toEqual([secondCopy]);
  });
});

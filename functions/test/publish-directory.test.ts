import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { DIRECTORY_COLLECTION, directoryEntrySchema } from "@/lib/directory/entry";
import { PROFILE_COLLECTION } from "@/lib/directory/profile";
import { PORTS, PROJECT_ID } from "../../scripts/shared/project.mjs";
import { appCreatorProfile } from "../../tests/support/creator-profile";
import { directoryEntriesOf, PUBLISHED_WITHIN } from "./directory-entries";
import { directorySlug } from "@/lib/directory/public-entry";
import { profileKeyOf } from "@/lib/directory/profile-key";

/**
 * The directory's publishing function as deployed (the bundle functions/build.mjs makes), run
 * by the Functions emulator, fired by the Firestore emulator's own trigger on a profile the
 * test writes as the app does: under the project `npm start` runs, where the suite's
 * globalSetup registered the trigger (scripts/local/firestore-triggers.mjs).
 */
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORTS.firestore}`;
const app = initializeApp({ projectId: PROJECT_ID }, `directory-${randomUUID()}`);
const db = getFirestore(app);
afterAll(() => deleteApp(app));

const entriesOf = (uid: string) => directoryEntriesOf(db, uid);

/** A listed profile as the app writes it, its Spanish bio with an address in it. */
const profile = (overrides: Record<string, unknown> = {}) =>
  appCreatorProfile({
    displayName: "Demo Ana Test",
    bio: { es: "Escríbeme a ana@example.com" },
    ...overrides,
  });

describe("the directory's publishing function, fired by the Firestore emulator", () => {
  it("publishes a listed profile's public fields only, follows a rename, and deletes the entry once un-listed", async () => {
    const uid = `test-${randomUUID()}`;
    const written = db.collection(PROFILE_COLLECTION).doc(uid);
    await written.set(profile());
    await expect.poll(() => entriesOf(uid), PUBLISHED_WITHIN).toHaveLength(1);
    const [entry] = await entriesOf(uid);
    const { id, ...fields } = entry!;
    expect(directoryEntrySchema.parse(fields)).toMatchObject({
      displayName: "Demo Ana Test",
      tiers: { tiktok: "micro" },
      bio: { es: "Escríbeme a …" },
    });
    expect(id).toMatch(/^demo-ana-test-[0-9a-f]{6}$/);
    // The slug and the key are hex digits of a hash, which may hold any run of digits.
    const text = JSON.stringify({ ...fields, slug: "", profileKey: "" });
    expect(text).not.toMatch(/example\.com|555|23456|8765|Guadalajara/);

    await written.update({ displayName: "Demo Ana Renamed" });
    await expect
      .poll(async () => (await entriesOf(uid)).map((doc) => doc.id), PUBLISHED_WITHIN)
      .toEqual([expect.stringMatching(/^demo-ana-renamed-/)]);

    await written.update({ "directory.listed": false });
    await expect.poll(() => entriesOf(uid), PUBLISHED_WITHIN).toEqual([]);
  });

  it("ends with no entry when a rename and an un-listing come a moment apart, whichever event runs last", async () => {
    const uid = `test-${randomUUID()}`;
    const written = db.collection(PROFILE_COLLECTION).doc(uid);
    await written.set(profile());
    await expect.poll(() => entriesOf(uid), PUBLISHED_WITHIN).toHaveLength(1);
    await Promise.all([
      written.update({ displayName: "Demo Ana Renamed" }),
      written.update({ "directory.listed": false }),
    ]);
    await expect.poll(() => entriesOf(uid), PUBLISHED_WITHIN).toEqual([]);
    // Both events have run by now, in whatever order: nothing came back.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await entriesOf(uid)).toEqual([]);
  });

  it("leaves another creator's entry alone when their name and short code are the same, and publishes under a longer code", async () => {
    const uid = `test-${randomUUID()}`;
    const slug = directorySlug("Demo Ana Test", profileKeyOf(uid));
    const theirs = { displayName: "Demo Ana Test", profileKey: "f".repeat(64) };
    await db.collection(DIRECTORY_COLLECTION).doc(slug).set(theirs);
    await db.collection(PROFILE_COLLECTION).doc(uid).set(profile());
    await expect
      .poll(async () => (await entriesOf(uid)).map((doc) => doc.id), PUBLISHED_WITHIN)
      .toEqual([directorySlug("Demo Ana Test", profileKeyOf(uid), "long")]);
    expect((await db.collection(DIRECTORY_COLLECTION).doc(slug).get()).data()).toEqual(theirs);
    await db.collection(DIRECTORY_COLLECTION).doc(slug).delete();
    await db.collection(PROFILE_COLLECTION).doc(uid).delete();
  });

  it("deletes the entry of a deleted profile", async () => {
    const uid = `test-${randomUUID()}`;
    const written = db.collection(PROFILE_COLLECTION).doc(uid);
    await written.set(profile());
    await expect.poll(() => entriesOf(uid), PUBLISHED_WITHIN).toHaveLength(1);
    await written.delete();
    await expect.poll(() => entriesOf(uid), PUBLISHED_WITHIN).toEqual([]);
  });
});

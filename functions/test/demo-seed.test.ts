import { afterAll, describe, expect, inject, it } from "vitest";
import { deleteApp, getApp } from "firebase-admin/app";
import { randomUUID } from "node:crypto";
import { listedCreators } from "@/lib/content";
import { demoPhotoSources } from "@/lib/directory/demo-photo-sources";
import { folderPhotoStore } from "@/lib/directory/photo-store.mjs";
import { demoPhoto } from "../../scripts/shared/demo-photo.mjs";
import { seedDemoDirectory } from "../../scripts/local/demo-directory.mjs";
import { emulatorFirestore } from "../../scripts/local/emulator-firestore.mjs";

/**
 * `npm start`'s first build shows the seed's creators as the site publishes them, without
 * waiting for the emulator (lib/content/creators.ts), and rebuilds only once `directory`
 * changes from that. That holds only if the publishing function, fired by the emulator, makes
 * of the seed exactly what the build shows: this seeds the emulator as `npm start` does. The
 * photos too: the function's copies are the ones the first build drew.
 */
const appName = `demo-seed-${randomUUID()}`;
const db = emulatorFirestore(appName);
afterAll(() => deleteApp(getApp(appName)));

describe("npm start's demo seed", () => {
  it(
    "is published by the function as the first build shows it, field for field",
    { timeout: 200_000 },
    async () => {
      const bucket = folderPhotoStore(inject("photoFolder"));
      const entries = await seedDemoDirectory(db, bucket);
      const shown = [...listedCreators()].sort((a, b) => (a.slug < b.slug ? -1 : 1));
      const keys = new Set(shown.map((creator) => creator.profileKey));
      // In slug order, as the emulator gives them.
      const seeded = entries.filter((entry) => keys.has(String(entry.profileKey)));
      expect(seeded).toEqual(shown);

      const photos = demoPhotoSources();
      expect(photos.length).toBeGreaterThan(shown.length / 2);
      for (const { photo, photoPath } of photos) {
        expect(await bucket.read(photo), photo).toEqual(await demoPhoto(photoPath));
      }
    },
  );
});

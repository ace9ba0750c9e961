import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DIRECTORY_SNAPSHOT_ENV } from "@/lib/directory/collections.mjs";
import { demoPhotoSources } from "@/lib/directory/demo-photo-sources";
import { folderPhotoStore } from "@/lib/directory/photo-store.mjs";
import { creatorPhotos } from "../../../scripts/build/creator-photos.mjs";
import { demoPhoto } from "../../../scripts/shared/demo-photo.mjs";
import { writeDirectorySnapshot } from "../../../scripts/shared/directory-snapshot.mjs";

const root = mkdtempSync(join(tmpdir(), "gigloom-snapshot-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const copy = (name: string) => `directory-photos/${"a".repeat(64)}/${name.padEnd(16, "0")}`;
const entries = [
  { slug: "ana-lopez-3fa9c1", photo: copy("1") },
  { slug: "ben-okafor-77aa01", photo: copy("2") },
  { slug: "cy-ng-000111" },
];

describe("a build's snapshot of the directory, with its creators' photos", () => {
  it("carries each photo the bucket holds to the image step, and leaves out one that is gone", async () => {
    const bucket = folderPhotoStore(join(root, "bucket"));
    const bytes = await demoPhoto("creatorPhotos/u1/portrait.jpg");
    await bucket.write(copy("1"), bytes, "image/jpeg");
    const file = join(root, "snapshot.json");
    const written = await writeDirectorySnapshot(file, entries, bucket);
    expect(written).toEqual([entries[0], { slug: "ben-okafor-77aa01" }, entries[2]]);
    expect(JSON.parse(readFileSync(file, "utf8")).entries).toEqual(written);
    expect(await creatorPhotos({ [DIRECTORY_SNAPSHOT_ENV]: file })).toEqual([
      { key: copy("1"), name: "ana-lopez-3fa9c1.jpg", bytes },
    ]);
  });

  it("reads no file but the function's copies: an entry naming the app's own photo keeps its field for the build to refuse", async () => {
    const bucket = folderPhotoStore(join(root, "bucket"));
    await bucket.write("creatorPhotos/u1/portrait.jpg", Uint8Array.from([0xff, 0xd8, 0xff]), "");
    const file = join(root, "private.json");
    const naming = [{ slug: "ana-lopez-3fa9c1", photo: "creatorPhotos/u1/portrait.jpg" }];
    expect(await writeDirectorySnapshot(file, naming, bucket)).toEqual(naming);
    expect(await creatorPhotos({ [DIRECTORY_SNAPSHOT_ENV]: file })).toEqual([]);
  });

  it("publishes no photo when it is given no bucket", async () => {
    const file = join(root, "without.json");
    const written = await writeDirectorySnapshot(file, entries);
    expect(written.every((entry) => !("photo" in entry))).toBe(true);
    expect(await creatorPhotos({ [DIRECTORY_SNAPSHOT_ENV]: file })).toEqual([]);
  });

  it("in a demo build without one, draws the seed's photos, and in any other build none", async () => {
    const photos = await creatorPhotos({});
    const sources = demoPhotoSources();
    expect(photos.map((photo) => photo.key)).toEqual(sources.map((source) => source.photo));
    expect(photos[0]?.bytes).toEqual(await demoPhoto(sources[0]!.photoPath));
    expect(await creatorPhotos({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: "gigloom-prod" })).toEqual([]);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { folderPhotoStore, type PhotoStore } from "@/lib/directory/photo-store.mjs";
import { copyPhotoOrSayWhy } from "../../../functions/src/publish-photo";

const root = mkdtempSync(join(tmpdir(), "gigloom-copy-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const bucket = folderPhotoStore(root);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const target = `directory-photos/${"a".repeat(64)}/${"b".repeat(16)}`;

describe("the publishing function's copy of a photo", () => {
  it("copies the creator's own image, and says why it copies nothing else", async () => {
    await bucket.write("creatorPhotos/u1/me.jpg", JPEG, "image/jpeg");
    expect(
      await copyPhotoOrSayWhy(bucket, "u1", "creatorPhotos/u1/me.jpg", target),
    ).toBeUndefined();
    expect(await bucket.read(target)).toEqual(Buffer.from(JPEG));
    expect(await copyPhotoOrSayWhy(bucket, "u2", "creatorPhotos/u1/me.jpg", target)).toEqual({
      problem: "photoPath is not in the creator's folder",
    });
    expect(await copyPhotoOrSayWhy(bucket, "u1", "creatorPhotos/u1/gone.jpg", target)).toEqual({
      problem: "photoPath names no file",
    });
  });

  it("takes a failing bucket as a photo left out, so the entry is still written", async () => {
    const failing: PhotoStore = {
      ...bucket,
      size: async () => 7,
      read: async () => {
        throw new Error("503 Service Unavailable");
      },
    };
    expect(await copyPhotoOrSayWhy(failing, "u1", "creatorPhotos/u1/me.jpg", target)).toEqual({
      problem: "the copy failed: Error: 503 Service Unavailable",
    });
  });
});

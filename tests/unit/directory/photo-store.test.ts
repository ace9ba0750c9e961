import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { folderPhotoStore } from "@/lib/directory/photo-store.mjs";

const root = mkdtempSync(join(tmpdir(), "gigloom-bucket-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = folderPhotoStore(join(root, "bucket"));

describe("the folder that stands in for the photos' bucket", () => {
  it("writes, reads, sizes, lists and removes files by their paths in the bucket", async () => {
    const photo = Uint8Array.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await store.write("directory-photos/key/one", photo, "image/jpeg");
    await store.write("directory-photos/key/two", photo, "image/jpeg");
    expect(await store.read("directory-photos/key/one")).toEqual(Buffer.from(photo));
    expect(await store.size("directory-photos/key/one")).toBe(6);
    expect((await store.list("directory-photos/key")).sort()).toEqual([
      "directory-photos/key/one",
      "directory-photos/key/two",
    ]);
    await store.remove("directory-photos/key/one");
    expect(await store.list("directory-photos/key")).toEqual(["directory-photos/key/two"]);
  });

  it("answers nothing, rather than failing, for a file or folder that is not there", async () => {
    expect(await store.read("creatorPhotos/nobody/me.jpg")).toBeUndefined();
    expect(await store.size("creatorPhotos/nobody/me.jpg")).toBeUndefined();
    expect(await store.list("directory-photos/nobody")).toEqual([]);
    await expect(store.remove("directory-photos/nobody/x")).resolves.toBeUndefined();
  });

  it("refuses a path that leads out of the folder", async () => {
    await expect(store.read("../outside")).rejects.toThrow("not inside the photo folder");
    await expect(store.write("a/../../outside", Uint8Array.from([1]), "")).rejects.toThrow(
      "not inside the photo folder",
    );
    await expect(store.remove("/etc/hostname")).rejects.toThrow("not inside the photo folder");
  });
});

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_FOLDER } from "@/config/media.mjs";
import { IMAGE_MANIFEST, IMAGE_OUTPUT_DIR } from "@/lib/images/generated-files.mjs";
import { variantPath } from "@/lib/images/responsive.mjs";
import { makeImages } from "../../scripts/build/make-images.mjs";

/** A project with one upload, 800 × 400, stored sideways as a phone would (EXIF orientation 6). */
let root = "";
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "gigloom-images-"));
  mkdirSync(join(root, MEDIA_FOLDER), { recursive: true });
  await sharp({ create: { width: 400, height: 800, channels: 3, background: "#5b3fd6" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(join(root, MEDIA_FOLDER, "Team Photo.jpg"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const outputFiles = () => readdirSync(join(root, IMAGE_OUTPUT_DIR)).sort();

describe("makeImages", () => {
  it("makes each width in AVIF, WebP and JPEG, upright, and writes the manifest", async () => {
    const { uploads, encoded } = await makeImages({ root });
    expect(uploads).toHaveLength(1);
    const upload = uploads[0]!;
    expect([upload.width, upload.height]).toEqual([800, 400]);
    expect(encoded).toBe(12);
    const names = [360, 540, 720, 800].flatMap((width) =>
      (["avif", "webp", "jpeg"] as const).map((format) =>
        variantPath(upload, width, format).split("/").pop(),
      ),
    );
    expect(outputFiles()).toEqual(names.sort());
    const copy = await sharp(
      join(
        root,
        IMAGE_OUTPUT_DIR,
        names.find((n) => n!.endsWith("-540.webp"))!,
      ),
    ).metadata();
    expect([copy.width, copy.height]).toEqual([540, 270]);
    const manifest = JSON.parse(readFileSync(join(root, IMAGE_MANIFEST), "utf8"));
    expect(manifest).toEqual({ "Team Photo.jpg": upload });
  });

  it("refuses an upload that is a symbolic link leading out of the uploads folder", async () => {
    const link = join(root, MEDIA_FOLDER, "hostname.jpg");
    symlinkSync("/etc/hostname", link);
    try {
      await expect(makeImages({ root })).rejects.toThrow(
        `${MEDIA_FOLDER}/hostname.jpg is a symbolic link that leads out of the folder`,
      );
    } finally {
      rmSync(link);
    }
  });

  it("makes nothing twice, and removes the files of an upload that is gone", async () => {
    expect((await makeImages({ root })).encoded).toBe(0);
    rmSync(join(root, MEDIA_FOLDER, "Team Photo.jpg"));
    expect((await makeImages({ root })).uploads).toEqual([]);
    expect(outputFiles()).toEqual([]);
    expect(existsSync(join(root, IMAGE_MANIFEST))).toBe(true);
  });
});

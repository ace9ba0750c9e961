import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { IMAGE_MANIFEST, IMAGE_OUTPUT_DIR } from "@/lib/images/generated-files.mjs";
import { portraitOf } from "@/lib/images/portraits.mjs";
import { makeImages } from "../../scripts/build/make-images.mjs";

const root = mkdtempSync(join(tmpdir(), "gigloom-portraits-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A phone's portrait, 300 × 400, that records where it was taken and carries a colour profile. */
const phonePhoto = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: "#0f766e" } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: "Taken at 12 Harbour Road, 40.4168 N 3.7038 W" } })
    .withIccProfile("p3")
    .toBuffer();

const KEY = `directory-photos/${"a".repeat(64)}/${"b".repeat(16)}`;

describe("the build's portraits of the directory's creators", () => {
  it("crops each photo square in WebP and JPEG, with no metadata", async () => {
    const portraits = [{ key: KEY, name: "ana-lopez-3fa9c1.jpg", bytes: await phonePhoto() }];
    await makeImages({ root, portraits });
    const manifest = JSON.parse(readFileSync(join(root, IMAGE_MANIFEST), "utf8"));
    const upload = manifest[KEY];
    expect(upload).toMatchObject({ file: "ana-lopez-3fa9c1.jpg", width: 300, height: 300 });

    const files = readdirSync(join(root, IMAGE_OUTPUT_DIR)).sort();
    const names = (side: number) =>
      ["jpg", "webp"].map((ext) => `ana-lopez-3fa9c1-${upload.hash}-${side}.${ext}`);
    expect(files).toEqual([192, 288, 96].flatMap(names));
    for (const file of files) {
      const meta = await sharp(join(root, IMAGE_OUTPUT_DIR, file)).metadata();
      expect(meta.width, file).toBe(meta.height);
      expect(meta.exif, file).toBeUndefined();
      expect(meta.icc, file).toBeUndefined();
    }
    const picture = portraitOf(upload);
    expect([picture.width, picture.height]).toEqual([288, 288]);
    expect(picture.src).toBe(`/_img/ana-lopez-3fa9c1-${upload.hash}-288.jpg`);
    expect(picture.sources.map((source) => source.type)).toEqual(["image/webp"]);
  });

  it("leaves out a photo it cannot read, or whose decoding fails part way, with a warning, and builds the rest", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const whole = await phonePhoto();
    const portraits = [
      { key: KEY, name: "broken.jpg", bytes: Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]) },
      {
        key: KEY.replace(/b+$/, "c".repeat(16)),
        name: "truncated.jpg",
        bytes: whole.subarray(0, Math.floor(whole.length * 0.6)),
      },
    ];
    const { portraits: made } = await makeImages({ root, portraits });
    expect(made).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("broken.jpg"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("truncated.jpg"));
    expect(JSON.parse(readFileSync(join(root, IMAGE_MANIFEST), "utf8"))).toEqual({});
    expect(readdirSync(join(root, IMAGE_OUTPUT_DIR))).toEqual([]);
    warn.mockRestore();
  });
});

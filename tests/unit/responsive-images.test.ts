import { hostingSite, SITE_TARGET } from "../../scripts/local/hosting-config.mjs";
import { describe, expect, it } from "vitest";
import { IMAGE_ROUTE } from "@/config/media.mjs";
import {
  IMAGE_WIDTHS,
  pictureOf,
  srcSet,
  uploadStem,
  variantHeight,
  variantPath,
  variantWidths,
} from "@/lib/images/responsive.mjs";
import { IMAGE_FIELD, uploadFileName } from "@/lib/images/upload-path";
import { portraitWidths } from "@/lib/images/portraits.mjs";

const wide = { file: "Summer Shoot.JPG", hash: "0123456789ab", width: 4000, height: 2250 };

describe("variantWidths", () => {
  it("makes every standard width of an upload wider than the largest, never its own", () => {
    expect(variantWidths(4000)).toEqual([...IMAGE_WIDTHS]);
  });

  it("never enlarges: a narrower upload gets the widths below it and its own", () => {
    expect(variantWidths(1000)).toEqual([360, 540, 720, 960, 1000]);
    expect(variantWidths(960)).toEqual([360, 540, 720, 960]);
    expect(variantWidths(200)).toEqual([200]);
  });

  it("climbs in steps of at most 1.5x, so the picked file is never far above the slot", () => {
    for (const [index, width] of IMAGE_WIDTHS.entries()) {
      if (index > 0) expect(width / IMAGE_WIDTHS[index - 1]!).toBeLessThanOrEqual(1.5);
    }
  });
});

describe("the generated files' names", () => {
  it("are readable, hold the hash, the width and the format", () => {
    expect(uploadStem("Summer Shoot.JPG")).toBe("summer-shoot");
    expect(uploadStem("Café crème (2).png")).toBe("cafe-creme-2");
    expect(uploadStem("???.jpg")).toBe("image");
    expect(variantPath(wide, 720, "avif")).toBe(
      `${IMAGE_ROUTE}/summer-shoot-0123456789ab-720.avif`,
    );
    expect(variantPath(wide, 720, "jpeg")).toBe(`${IMAGE_ROUTE}/summer-shoot-0123456789ab-720.jpg`);
  });

  it("keep the upload's proportions", () => {
    expect(variantHeight(wide, 1920)).toBe(1080);
    expect(variantHeight({ width: 3, height: 1 }, 1)).toBe(1);
  });
});

describe("srcSet", () => {
  it("lists every width made, each with its w descriptor", () => {
    expect(srcSet({ ...wide, width: 600, height: 300 }, "webp")).toBe(
      `${IMAGE_ROUTE}/summer-shoot-0123456789ab-360.webp 360w, ` +
        `${IMAGE_ROUTE}/summer-shoot-0123456789ab-540.webp 540w, ` +
        `${IMAGE_ROUTE}/summer-shoot-0123456789ab-600.webp 600w`,
    );
  });
});

describe("pictureOf", () => {
  it("gives AVIF then WebP sources, a JPEG img near 960 px, and the largest copy's size", () => {
    const picture = pictureOf(wide);
    expect(picture.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(picture.sources[0]!.srcSet).toBe(srcSet(wide, "avif"));
    expect(picture.srcSet).toBe(srcSet(wide, "jpeg"));
    expect(picture.src).toBe(variantPath(wide, 960, "jpeg"));
    expect([picture.width, picture.height]).toEqual([1920, 1080]);
  });

  it("takes a small upload's own size", () => {
    const picture = pictureOf({ ...wide, width: 500, height: 500 });
    expect(picture.src).toBe(variantPath(wide, 500, "jpeg"));
    expect([picture.width, picture.height]).toEqual([500, 500]);
  });
});

describe("IMAGE_FIELD", () => {
  it("takes one image in the media folder, in any case, or nothing, and no other value", () => {
    for (const ok of [
      "",
      "/uploads/a.jpg",
      "/uploads/Photo 1.JPEG",
      "/uploads/x.webp",
      "/uploads/y.AvIf",
    ]) {
      expect(IMAGE_FIELD.test(ok), ok).toBe(true);
    }
    for (const bad of [
      "uploads/a.jpg",
      "/uploads/a.svg",
      "/uploads/a.jpg.html",
      "/uploads/../a.jpg",
      "/uploads/sub/a.jpg",
      "https://example.com/a.jpg",
      "/uploads/.jpg",
    ]) {
      expect(IMAGE_FIELD.test(bad), bad).toBe(false);
    }
    expect(IMAGE_FIELD.flags).toBe("");
  });

  it("names the upload's file", () => {
    expect(uploadFileName("/uploads/Photo 1.JPEG")).toBe("Photo 1.JPEG");
  });
});

describe("the generated files on Firebase Hosting", () => {
  it("are cached for a year: a new upload or new settings make new names", () => {
    const rule = hostingSite(SITE_TARGET).headers.find(
      (entry: { source: string }) => entry.source === `${IMAGE_ROUTE}/**`,
    );
    expect(rule?.headers).toContainEqual({
      key: "Cache-Control",
      value: "public, max-age=31536000, immutable",
    });
  });
});

describe("portraitWidths", () => {
  it("makes the portrait's sides up to the photo's own, and never enlarges a small photo", () => {
    expect(portraitWidths(1200)).toEqual([96, 192, 288]);
    expect(portraitWidths(200)).toEqual([96, 192]);
    expect(portraitWidths(64)).toEqual([64]);
  });
});

// @ts-check
// The portraits of the directory's creators (src/lib/images/portraits.mjs), for ./make-images.mjs:
// each photo the build publishes, cropped square in each size and format, and its manifest entry
// under the photo's path. Like every image the build makes, a portrait carries no metadata (sharp
// writes none unless asked): the place and the phone a photo's EXIF records never ship.
import { createHash } from "node:crypto";
import { existsSync, renameSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import sharp from "sharp";
import {
  PORTRAIT_FORMATS,
  PORTRAIT_WIDTHS,
  portraitWidths,
} from "../../src/lib/images/portraits.mjs";
import { variantPath } from "../../src/lib/images/responsive.mjs";

/** @typedef {import("../../src/lib/images/responsive.mjs").Upload} Upload */
/** @typedef {{ key: string, name: string, bytes: Buffer }} CreatorPhoto */

/** The settings are part of every hash: changing them makes every portrait anew. */
const SETTINGS = JSON.stringify({ PORTRAIT_WIDTHS, PORTRAIT_FORMATS, crop: "attention" });

/**
 * @param {Buffer} bytes
 * @param {number} side
 * @param {(typeof PORTRAIT_FORMATS)[number]} encoding
 * @param {string} target
 */
async function encodePortrait(bytes, side, { format, options }, target) {
  const temporary = `${target}.${process.pid}.tmp`;
  const square = sharp(bytes)
    .autoOrient()
    .resize({ width: side, height: side, fit: "cover", position: "attention" });
  try {
    await (format === "jpeg" ? square.flatten({ background: "#ffffff" }) : square)
      .toFormat(format, options)
      .toFile(temporary);
    renameSync(temporary, target);
  } finally {
    // A decoding that failed part way leaves half a file, which no later build may trust.
    rmSync(temporary, { force: true });
  }
}

/**
 * The encodings of `photos` the cache lacks, and, once they have run, the manifest entries and
 * file names of the photos whose every file was made. A photo the build cannot read, or whose
 * decoding fails part way (a truncated file), is left out with a warning: that creator shows
 * their initials, and the rest of the site is built.
 * @param {CreatorPhoto[]} photos
 * @param {string} cacheDir
 */
export async function portraitVariants(photos, cacheDir) {
  /** @type {Record<string, Upload>} */
  const manifest = {};
  /** @type {{ key: string, file: string }[]} */
  const wanted = [];
  /** @type {Array<() => Promise<void>>} */
  const missing = [];
  /** @type {Set<string>} */
  const failed = new Set();
  const leaveOut = (/** @type {CreatorPhoto} */ { key, name }, /** @type {unknown} */ error) => {
    if (!failed.has(key))
      console.warn(`${key} (${name}) is not an image the build can read: ${error}`);
    failed.add(key);
  };
  for (const photo of photos) {
    let side;
    try {
      const { autoOrient } = await sharp(photo.bytes).metadata();
      side = Math.min(autoOrient.width, autoOrient.height);
    } catch (error) {
      leaveOut(photo, error);
      continue;
    }
    const { key, name, bytes } = photo;
    const hash = createHash("sha256").update(SETTINGS).update(bytes).digest("hex").slice(0, 12);
    const upload = { file: name, hash, width: side, height: side };
    manifest[key] = upload;
    for (const width of portraitWidths(side)) {
      for (const encoding of PORTRAIT_FORMATS) {
        const file = basename(variantPath(upload, width, encoding.format));
        wanted.push({ key, file });
        const cached = join(cacheDir, file);
        if (existsSync(cached)) continue;
        missing.push(() =>
          encodePortrait(bytes, width, encoding, cached).catch((error) => leaveOut(photo, error)),
        );
      }
    }
  }
  return {
    missing,
    settled: () => ({
      manifest: Object.fromEntries(Object.entries(manifest).filter(([key]) => !failed.has(key))),
      wanted: wanted.filter(({ key }) => !failed.has(key)).map(({ file }) => file),
    }),
  };
}

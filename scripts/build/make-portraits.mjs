// @ts-check
// The portraits of the directory's creators (src/lib/images/portraits.mjs), for ./make-images.mjs:
// each photo the build publishes, cropped square in each size and format, and its manifest entry
// under the photo's path. Like every image the build makes, a portrait carries no metadata (sharp
// writes none unless asked): the place and the phone a photo's EXIF records never ship.
import { createHash } from "node:crypto";
import { existsSync, renameSync } from "node:fs";
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
  await (format === "jpeg" ? square.flatten({ background: "#ffffff" }) : square)
    .toFormat(format, options)
    .toFile(temporary);
  renameSync(temporary, target);
}

/**
 * The manifest entries of `photos`, the names of their files, and the encodings the cache
 * lacks. A photo the build cannot read is left out with a warning: that creator shows their
 * initials, and the rest of the site is built.
 * @param {CreatorPhoto[]} photos
 * @param {string} cacheDir
 */
export async function portraitVariants(photos, cacheDir) {
  /** @type {Record<string, Upload>} */
  const manifest = {};
  /** @type {string[]} */
  const wanted = [];
  /** @type {Array<() => Promise<void>>} */
  const missing = [];
  for (const { key, name, bytes } of photos) {
    let side;
    try {
      const { autoOrient } = await sharp(bytes).metadata();
      side = Math.min(autoOrient.width, autoOrient.height);
    } catch (error) {
      console.warn(`${key} (${name}) is not an image the build can read: ${error}`);
      continue;
    }
    const hash = createHash("sha256").update(SETTINGS).update(bytes).digest("hex").slice(0, 12);
    const upload = { file: name, hash, width: side, height: side };
    manifest[key] = upload;
    for (const width of portraitWidths(side)) {
      for (const encoding of PORTRAIT_FORMATS) {
        const file = basename(variantPath(upload, width, encoding.format));
        wanted.push(file);
        const cached = join(cacheDir, file);
        if (!existsSync(cached)) missing.push(() => encodePortrait(bytes, width, encoding, cached));
      }
    }
  }
  return { manifest, wanted, missing };
}

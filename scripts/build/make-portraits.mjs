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
const SETTINGS = JSON.stringify({
  PORTRAIT_WIDTHS,
  PORTRAIT_FORMATS,
  crop: "attention",
  from: "the largest side",
});

/**
 * Writes one portrait file through a temporary name: a write that failed part way leaves half a
 * file, which no later build may trust.
 * @param {import("sharp").Sharp} image
 * @param {(typeof PORTRAIT_FORMATS)[number]} encoding
 * @param {string} target
 */
async function writePortrait(image, { format, options }, target) {
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    // JPEG has no transparency: a transparent PNG is laid on the page's white.
    await (format === "jpeg" ? image.flatten({ background: "#ffffff" }) : image)
      .toFormat(format, options)
      .toFile(temporary);
    renameSync(temporary, target);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Makes the portrait files `files` of one photo: decoded and cropped once, to the largest
 * side, and each smaller side resized from that: a 12-megapixel JPEG, as a phone saves one,
 * takes 57 ms this way on this project's machines, against 151 ms decoded again for each file.
 * @param {Buffer} bytes
 * @param {number} largest
 * @param {{ side: number, encoding: (typeof PORTRAIT_FORMATS)[number], target: string }[]} files
 */
async function makePortraitFiles(bytes, largest, files) {
  const { data, info } = await sharp(bytes)
    .autoOrient()
    .resize({ width: largest, height: largest, fit: "cover", position: "attention" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  for (const { side, encoding, target } of files) {
    const image = sharp(data, { raw });
    await writePortrait(side === largest ? image : image.resize(side, side), encoding, target);
  }
}

/**
 * The work the cache leaves (a task per photo, and how many files they make), and, once it has
 * run, the manifest entries and file names of the photos whose every file was made. A photo the
 * build cannot read, or whose decoding fails part way (a truncated file), is left out with a
 * warning: that creator shows their initials, and the rest of the site is built.
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
  let encodes = 0;
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
    const sides = portraitWidths(side);
    const files = sides.flatMap((width) =>
      PORTRAIT_FORMATS.map((encoding) => {
        const file = basename(variantPath(upload, width, encoding.format));
        wanted.push({ key, file });
        return { side: width, encoding, target: join(cacheDir, file) };
      }),
    );
    const uncached = files.filter(({ target }) => !existsSync(target));
    if (uncached.length === 0) continue;
    encodes += uncached.length;
    const largest = /** @type {number} */ (sides[sides.length - 1]);
    missing.push(() =>
      makePortraitFiles(bytes, largest, uncached).catch((error) => leaveOut(photo, error)),
    );
  }
  return {
    missing,
    encodes,
    settled: () => ({
      manifest: Object.fromEntries(Object.entries(manifest).filter(([key]) => !failed.has(key))),
      wanted: wanted.filter(({ key }) => !failed.has(key)).map(({ file }) => file),
    }),
  };
}

// @ts-check
// Makes the sizes and formats of every upload that the pages link (src/lib/images/responsive.mjs
// names them), and the manifest the pages read their hashes and proportions from. Each file is
// made once: later builds copy it from the cache, whose names hold the upload's hash.
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { isUploadFile, MEDIA_FOLDER } from "../../src/config/media.mjs";
import { isReallyInside } from "../../src/lib/files/inside-folder.mjs";
import {
  IMAGE_CACHE_DIR,
  IMAGE_MANIFEST,
  IMAGE_OUTPUT_DIR,
} from "../../src/lib/images/generated-files.mjs";
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  variantPath,
  variantWidths,
} from "../../src/lib/images/responsive.mjs";
import { portraitVariants } from "./make-portraits.mjs";

/** @typedef {import("../../src/lib/images/responsive.mjs").Upload} Upload */

/** The encoder settings are part of every hash: changing them makes every file anew. */
const SETTINGS = JSON.stringify({ IMAGE_WIDTHS, IMAGE_FORMATS });

/** @param {string} path */
const fileName = (path) => path.slice(path.lastIndexOf("/") + 1);

/**
 * Reads one upload: its hash, and its size once turned upright (a phone's photo may be stored
 * sideways with an EXIF orientation).
 * @param {string} file
 * @param {Buffer} bytes
 * @returns {Promise<Upload>}
 */
async function describe(file, bytes) {
  const meta = await sharp(bytes).metadata();
  const hash = createHash("sha256").update(SETTINGS).update(bytes).digest("hex").slice(0, 12);
  return { file, hash, width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/**
 * Writes one copy into the cache, through a temporary name so that an interrupted build never
 * leaves half a file under a name later builds trust.
 * @param {Buffer} bytes
 * @param {number} width
 * @param {(typeof IMAGE_FORMATS)[number]} encoding
 * @param {string} target
 */
async function encode(bytes, width, { format, options }, target) {
  const temporary = `${target}.${process.pid}.tmp`;
  // JPEG has no transparency: a transparent PNG is laid on the page's white.
  const image = sharp(bytes).autoOrient().resize({ width });
  await (format === "jpeg" ? image.flatten({ background: "#ffffff" }) : image)
    .toFormat(format, options)
    .toFile(temporary);
  renameSync(temporary, target);
}

/**
 * Runs the tasks, at most `limit` at a time.
 * @param {Array<() => Promise<void>>} tasks
 * @param {number} limit
 */
async function inParallel(tasks, limit) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await /** @type {() => Promise<void>} */ (tasks[next++])();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/**
 * Makes every upload's files in `root`/public/_img and its manifest, and those of the creators'
 * `portraits` (./make-portraits.mjs); removes the files of uploads that are gone. Returns the
 * uploads, and how many files it had to encode.
 * @param {{ root: string, portraits?: import("./make-portraits.mjs").CreatorPhoto[] }} options
 */
export async function makeImages({ root, portraits = [] }) {
  const mediaDir = join(root, MEDIA_FOLDER);
  const cacheDir = join(root, IMAGE_CACHE_DIR);
  const outputDir = join(root, IMAGE_OUTPUT_DIR);
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(outputDir, { recursive: true });

  const files = existsSync(mediaDir) ? readdirSync(mediaDir).filter(isUploadFile).sort() : [];
  /** @type {Record<string, Upload>} */
  const manifest = {};
  const wanted = new Set();
  /** @type {Array<() => Promise<void>>} */
  const missing = [];
  for (const file of files) {
    // Before it is read: a link that leads out of the folder would publish another file's bytes.
    if (!isReallyInside(mediaDir, join(mediaDir, file))) {
      throw new Error(`${MEDIA_FOLDER}/${file} is a symbolic link that leads out of the folder`);
    }
    const bytes = readFileSync(join(mediaDir, file));
    const upload = await describe(file, bytes);
    manifest[file] = upload;
    for (const width of variantWidths(upload.width)) {
      for (const encoding of IMAGE_FORMATS) {
        const name = fileName(variantPath(upload, width, encoding.format));
        const cached = join(cacheDir, name);
        if (!existsSync(cached)) missing.push(() => encode(bytes, width, encoding, cached));
        wanted.add(name);
      }
    }
  }
  const portraitJobs = await portraitVariants(portraits, cacheDir);
  missing.push(...portraitJobs.missing);
  // One encoding keeps one core busy (AVIF's most of all): one per core at a time.
  await inParallel(missing, availableParallelism());
  const made = portraitJobs.settled();
  for (const name of made.wanted) wanted.add(name);
  for (const name of wanted) {
    // By size too: a copy of the project taken while this ran may hold half a file.
    const cached = join(cacheDir, name);
    const output = join(outputDir, name);
    if (!existsSync(output) || statSync(output).size !== statSync(cached).size) {
      copyFileSync(cached, output);
    }
  }
  for (const name of readdirSync(outputDir)) {
    if (!wanted.has(name)) rmSync(join(outputDir, name));
  }
  // Through a temporary name too: a build of a copy of the project may share this cache.
  const manifestFile = join(root, IMAGE_MANIFEST);
  mkdirSync(dirname(manifestFile), { recursive: true });
  const everything = { ...manifest, ...made.manifest };
  writeFileSync(`${manifestFile}.${process.pid}.tmp`, JSON.stringify(everything, null, 2) + "\n");
  renameSync(`${manifestFile}.${process.pid}.tmp`, manifestFile);
  return {
    uploads: Object.values(manifest),
    portraits: Object.keys(made.manifest).length,
    encoded: missing.length - portraitJobs.missing.length + portraitJobs.encodes,
  };
}

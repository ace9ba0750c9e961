// @ts-check
/*
 * Which sizes and formats the build makes of an upload, and the name of each file. Plain
 * JavaScript, shared by scripts/build/images.mjs, which writes the files, and the pages, which link
 * them: the two must name the same files, so both ask here.
 */
import { IMAGE_ROUTE } from "../../config/media.mjs";

/**
 * The widths, in pixels, made of every upload. They cover a card on a phone (about 350 CSS
 * pixels) to a full-width cover on a desktop at twice the density, in steps of at most 1.5x, so
 * that the file a browser picks is never much larger than its slot needs.
 */
export const IMAGE_WIDTHS = /** @type {const} */ ([360, 540, 720, 960, 1280, 1600, 1920]);

/**
 * The formats made of every upload, best first. The browser takes the first it supports; the
 * last is the <img>'s own, which every browser decodes.
 */
export const IMAGE_FORMATS = /** @type {const} */ ([
  { format: "avif", type: "image/avif", options: { quality: 55, effort: 4 } },
  { format: "webp", type: "image/webp", options: { quality: 75, effort: 4 } },
  { format: "jpeg", type: "image/jpeg", options: { quality: 78, mozjpeg: true } },
]);

/** @typedef {(typeof IMAGE_FORMATS)[number]["format"]} ImageFormat */

/**
 * An upload as the build found it: its file's name, a hash of its bytes and of the encoder
 * settings (a change of either changes every generated name, so they may be cached forever), and
 * its size in pixels.
 * @typedef {{ file: string, hash: string, width: number, height: number }} Upload
 */

/**
 * The widths made of an image `width` pixels wide: the standard widths below it, and the image's
 * own width when it is no wider than the largest. An image is never enlarged.
 * @param {number} width
 * @returns {number[]}
 */
export function variantWidths(width) {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? width;
  const below = IMAGE_WIDTHS.filter((standard) => standard < width);
  return width <= largest ? [...below, width] : [...IMAGE_WIDTHS];
}

/**
 * The height of the copy `width` pixels wide, in the upload's proportions.
 * @param {Pick<Upload, "width" | "height">} upload
 * @param {number} width
 */
export const variantHeight = (upload, width) =>
  Math.max(1, Math.round((upload.height * width) / upload.width));

/**
 * The upload's file name without its extension, as a URL segment: readable in a URL, and safe
 * whatever the editor's file was called.
 * @param {string} file
 */
export function uploadStem(file) {
  const stem = file
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return stem || "image";
}

/** @param {ImageFormat} format */
const extensionOf = (format) => (format === "jpeg" ? "jpg" : format);

/**
 * Where the copy of `upload` in `format`, `width` pixels wide, is served.
 * @param {Upload} upload
 * @param {number} width
 * @param {ImageFormat} format
 */
export const variantPath = (upload, width, format) =>
  `${IMAGE_ROUTE}/${uploadStem(upload.file)}-${upload.hash}-${width}.${extensionOf(format)}`;

/**
 * The `srcset` of `upload` in `format`: every width made, each as "<path> <width>w".
 * @param {Upload} upload
 * @param {ImageFormat} format
 */
export const srcSet = (upload, format) =>
  variantWidths(upload.width)
    .map((width) => `${variantPath(upload, width, format)} ${width}w`)
    .join(", ");

/**
 * What a <picture> of `upload` needs: a <source> per modern format, and for the <img> the
 * fallback format's srcset, a `src` for browsers that ignore srcset (the copy nearest 960 pixels
 * wide) and the largest copy's width and height, which give the browser its proportions.
 * @param {Upload} upload
 */
export function pictureOf(upload) {
  const formats = [...IMAGE_FORMATS];
  const fallback = /** @type {(typeof IMAGE_FORMATS)[number]} */ (formats.pop());
  const widths = variantWidths(upload.width);
  const largest = /** @type {number} */ (widths[widths.length - 1]);
  const srcWidth = widths.find((width) => width >= 960) ?? largest;
  return {
    sources: formats.map(({ format, type }) => ({ type, srcSet: srcSet(upload, format) })),
    src: variantPath(upload, srcWidth, fallback.format),
    srcSet: srcSet(upload, fallback.format),
    width: largest,
    height: variantHeight(upload, largest),
  };
}

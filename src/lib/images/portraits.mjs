// @ts-check
/*
 * The sizes and formats the build makes of a creator's photo, and what a page needs to show one:
 * shared by scripts/build/make-portraits.mjs, which writes the files, and the directory's pages.
 * A portrait is square, cropped from the photo about what draws the eye.
 */
import { IMAGE_FORMATS, variantPath } from "./responsive.mjs";

/** The square's side in pixels: a card's 48 CSS pixels to a profile's 96, at up to 3x. */
export const PORTRAIT_WIDTHS = /** @type {const} */ ([96, 192, 288]);

/**
 * WebP and JPEG. At these sizes AVIF saves a kilobyte or two a photo, and its encoding, the
 * slowest by far, would be paid thousands of times over by a directory of thousands.
 */
export const PORTRAIT_FORMATS = IMAGE_FORMATS.filter(({ format }) => format !== "avif");

/**
 * The sides made of a photo whose shorter side is `side` pixels: never enlarged.
 * @param {number} side
 */
export function portraitWidths(side) {
  const fitting = PORTRAIT_WIDTHS.filter((width) => width <= side);
  return fitting.length > 0 ? fitting : [side];
}

/**
 * What a <picture> of the portrait needs: a <source> per modern format, the fallback's srcset,
 * the largest copy as `src`, and its side as width and height, which keep its square on the
 * page before it loads.
 * @param {import("./responsive.mjs").Upload} upload the photo, its side as width and height
 */
export function portraitOf(upload) {
  const formats = [...PORTRAIT_FORMATS];
  const fallback = /** @type {(typeof PORTRAIT_FORMATS)[number]} */ (formats.pop());
  const widths = portraitWidths(upload.width);
  const largest = /** @type {number} */ (widths[widths.length - 1]);
  const srcSet = (/** @type {import("./responsive.mjs").ImageFormat} */ format) =>
    widths.map((width) => `${variantPath(upload, width, format)} ${width}w`).join(", ");
  return {
    sources: formats.map(({ format, type }) => ({ type, srcSet: srcSet(format) })),
    src: variantPath(upload, largest, fallback.format),
    srcSet: srcSet(fallback.format),
    width: largest,
    height: largest,
  };
}

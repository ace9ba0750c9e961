import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { IMAGE_MANIFEST } from "./generated-files.mjs";
import {
  IMAGE_FORMATS,
  pictureOf,
  variantHeight,
  variantPath,
  variantWidths,
  type Upload,
} from "./responsive.mjs";
import { portraitOf } from "./portraits.mjs";
import { uploadFileName } from "./upload-path";

export type ResponsiveImage = ReturnType<typeof pictureOf>;

let manifest: Record<string, Upload> | undefined;

/** The uploads scripts/build/images.mjs found, read once per process. */
function uploads(): Record<string, Upload> {
  try {
    return (manifest ??= JSON.parse(readFileSync(join(process.cwd(), IMAGE_MANIFEST), "utf8")));
  } catch (error) {
    throw new Error(
      `No image sizes have been made (${IMAGE_MANIFEST}): \`npm run build\` and \`npm run dev\` make them first (\`npm run images\` alone).`,
      { cause: error },
    );
  }
}

/** The upload `src` names, e.g. "/uploads/cover.jpg", as the build found it. */
function uploadOf(src: string): Upload {
  const upload = uploads()[uploadFileName(src)];
  if (!upload) {
    throw new Error(
      `${src}: the build made no sizes of this upload; run \`npm run images\` after adding it.`,
    );
  }
  return upload;
}

/** The sizes and formats the build made of the upload `src`. */
export function responsiveImage(src: string): ResponsiveImage {
  return pictureOf(uploadOf(src));
}

/** The smallest copy of `src` in the format every browser takes: a search result's thumbnail. */
export function thumbnailOf(src: string) {
  const upload = uploadOf(src);
  const width = variantWidths(upload.width)[0] ?? upload.width;
  const fallback = IMAGE_FORMATS[IMAGE_FORMATS.length - 1]!.format;
  return { src: variantPath(upload, width, fallback), width, height: variantHeight(upload, width) };
}

/**
 * The portrait the build made of a creator's photo, by the entry's `photo` path: none when they
 * have no photo, or when the build could not read it (scripts/build/make-portraits.mjs).
 */
export function portraitImage(photo: string | undefined) {
  const upload = photo === undefined ? undefined : uploads()[photo];
  return upload && portraitOf(upload);
}

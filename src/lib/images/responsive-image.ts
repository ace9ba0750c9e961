import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { IMAGE_MANIFEST } from "./generated-files.mjs";
import { pictureOf, type Upload } from "./responsive.mjs";
import { uploadFileName } from "./upload-path";

export type ResponsiveImage = ReturnType<typeof pictureOf>;

let manifest: Record<string, Upload> | undefined;

/** The uploads scripts/build/images.mjs found, read once per process. */
function uploads(): Record<string, Upload> {
  try {
    return (manifest ??= JSON.parse(readFileSync(join(process.cwd(), IMAGE_MANIFEST), "utf8")));
  } catch (error) {
    throw new Error(
      `No image sizes have been made (${IMAGE_MANIFEST}): \`npm run build\` and \`npm run dev\` make them first (node scripts/build/images.mjs).`,
      { cause: error },
    );
  }
}

/** The sizes and formats the build made of the upload `src` names, e.g. "/uploads/cover.jpg". */
export function responsiveImage(src: string): ResponsiveImage {
  const upload = uploads()[uploadFileName(src)];
  if (!upload) {
    throw new Error(
      `${src}: the build made no sizes of this upload; run \`node scripts/build/images.mjs\` after adding it.`,
    );
  }
  return pictureOf(upload);
}

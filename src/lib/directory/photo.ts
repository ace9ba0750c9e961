import { createHash } from "node:crypto";
import { z } from "zod";
import { APP_PHOTO_FOLDER, PUBLIC_PHOTO_FOLDER } from "./photo-paths.mjs";

/**
 * A creator's photo on its way to the directory (docs/directory.md, "The photo"): the app keeps
 * it at `photoPath`, under the creator's own folder of its bucket; the publishing function copies
 * it to a path of its own under PUBLIC_PHOTO_FOLDER, the only folder the site's build may read;
 * the build resizes that copy and strips its metadata.
 */

export { APP_PHOTO_FOLDER, PUBLIC_PHOTO_FOLDER, PUBLIC_PHOTO_PATH } from "./photo-paths.mjs";

/** The largest photo the function copies: a phone's full-size photo, with room to spare. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/** `photoPath` as the contract allows it: a file in a creator's folder, no "..", no URL. */
export const appPhotoPathSchema = z
  .string()
  .regex(
    new RegExp(`^${APP_PHOTO_FOLDER}/[A-Za-z0-9_-]{1,128}/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$`),
    `a file in ${APP_PHOTO_FOLDER}/<uid>/`,
  );

/** The folder of one profile's copies: the function removes the ones its entry no longer names. */
export const publicPhotoFolder = (profileKey: string) => `${PUBLIC_PHOTO_FOLDER}/${profileKey}`;

/**
 * Where the photo at `photoPath` is copied for the profile `profileKey`: the same path whenever
 * the profile names the same file, so the build's image cache and the copy itself stay valid,
 * and another path when the creator picks another photo (the app stores each under a new name).
 */
export function publicPhotoPath(profileKey: string, photoPath: string): string {
  const name = createHash("sha256").update(photoPath).digest("hex").slice(0, 16);
  return `${publicPhotoFolder(profileKey)}/${name}`;
}

/** Whether `photoPath` lies in the folder of the app's user `uid`, not another creator's. */
export const isOwnPhoto = (uid: string, photoPath: string) =>
  photoPath.startsWith(`${APP_PHOTO_FOLDER}/${uid}/`);

const SIGNATURES = [
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

/**
 * The kind of image `bytes` hold, by their first bytes rather than by a name or a content type
 * anyone may set: JPEG, PNG or WebP, the kinds a phone or a photo editor saves. Anything else
 * (a PDF, a script, an SVG that could carry one) is not a photo.
 */
export function photoType(bytes: Uint8Array): "image/jpeg" | "image/png" | "image/webp" | null {
  const startsWith = (signature: readonly number[], at = 0) =>
    signature.every((byte, index) => bytes[at + index] === byte);
  for (const { type, bytes: signature } of SIGNATURES) if (startsWith(signature)) return type;
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
  return startsWith(ascii("RIFF")) && startsWith(ascii("WEBP"), 8) ? "image/webp" : null;
}

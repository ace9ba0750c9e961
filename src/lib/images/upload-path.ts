import { MEDIA_PUBLIC_PATH, UPLOAD_EXTENSIONS } from "@/config/media.mjs";

/** "jpg" as "[jJ][pP][gG]": a pattern without flags, which the CMS can use as it is. */
const anyCase = (text: string) =>
  [...text].map((char) => `[${char.toLowerCase()}${char.toUpperCase()}]`).join("");

const fileName = `[^/\\\\]+\\.(?:${UPLOAD_EXTENSIONS.map(anyCase).join("|")})`;
const upload = `${MEDIA_PUBLIC_PATH}/${fileName}`;

/**
 * An upload's file name alone, `<file>.<image extension>`: what the CMS checks an image field's
 * pattern against. Decap tests the base name of the value, not the path it saves
 * (decap-cms-widget-file, `getValidateValue`), so a pattern on the path refuses every image.
 */
export const IMAGE_FILE_NAME = new RegExp(`^${fileName}$`);

/**
 * What an image field may hold: one upload, `/uploads/<file>.<image extension>`, or nothing,
 * the empty string the CMS writes when an editor removes the image.
 */
export const IMAGE_FIELD = new RegExp(`^(?:${upload})?$`);

/** The upload's file name in the media folder: "/uploads/cover.jpg" → "cover.jpg". */
export const uploadFileName = (src: string) => src.slice(MEDIA_PUBLIC_PATH.length + 1);

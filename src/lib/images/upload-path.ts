import { MEDIA_PUBLIC_PATH, UPLOAD_EXTENSIONS } from "@/config/media.mjs";

/** "jpg" as "[jJ][pP][gG]": a pattern without flags, which the CMS can use as it is. */
const anyCase = (text: string) =>
  [...text].map((char) => `[${char.toLowerCase()}${char.toUpperCase()}]`).join("");

const upload = `${MEDIA_PUBLIC_PATH}/[^/\\\\]+\\.(?:${UPLOAD_EXTENSIONS.map(anyCase).join("|")})`;

/**
 * What an image field may hold: one upload, `/uploads/<file>.<image extension>`, or nothing,
 * the empty string the CMS writes when an editor removes the image.
 */
export const IMAGE_FIELD = new RegExp(`^(?:${upload})?$`);

/** The upload's file name in the media folder: "/uploads/cover.jpg" → "cover.jpg". */
export const uploadFileName = (src: string) => src.slice(MEDIA_PUBLIC_PATH.length + 1);

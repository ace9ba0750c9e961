import { MEDIA_PUBLIC_PATH, UPLOAD_EXTENSIONS } from "@/config/media.mjs";

/** "jpg" as "[jJ][pP][gG]": a pattern without flags, which the CMS can use as it is. */
const anyCase = (text: string) =>
  [...text].map((char) => `[${char.toLowerCase()}${char.toUpperCase()}]`).join("");

/** What front matter may name as an image: one upload, `/uploads/<file>.<image extension>`. */
export const UPLOAD_PATH = new RegExp(
  `^${MEDIA_PUBLIC_PATH}/[^/\\\\]+\\.(?:${UPLOAD_EXTENSIONS.map(anyCase).join("|")})$`,
);

/** The upload's file name in the media folder: "/uploads/cover.jpg" → "cover.jpg". */
export const uploadFileName = (src: string) => src.slice(MEDIA_PUBLIC_PATH.length + 1);
